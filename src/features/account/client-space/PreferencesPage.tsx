import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import { useState } from 'react'
import { Alert, RouterLink, Switch } from 'design-system'
import { accountKeys, profileQuery } from '../account.queries'
import { couplePreferences, type Preferences } from '../register.schema'
import { setFormFailure, useAppForm } from '~/app/form'
import { updateProfile } from './client-space.functions'
import * as styles from './ClientSpace.css'
import { PROFILE_MESSAGES, toUpdateProfileRequest } from './profile'
import { profileBirthDate, profileValues } from './profile-values'

/**
 * /client-space/communication-preferences: the profile's consents as switches, saved with the
 * profile call. The postal switch is the opposite of the stored opt-out (`no_postal_offers`).
 */
export function PreferencesPage() {
  const queryClient = useQueryClient()
  const { data: profile } = useSuspenseQuery(profileQuery())
  const [saved, setSaved] = useState(false)
  const form = useAppForm({
    defaultValues: profile?.consents ?? { no_postal_offers: false, receive_promo_offers: false, receive_email_comm: false },
    onSubmit: async ({ value }) => {
      setSaved(false)
      if (!profile) return
      const reply = await updateProfile({ data: toUpdateProfileRequest(profileValues(profile), value) })
      if (!reply.ok) return PROFILE_MESSAGES.invalid
      queryClient.setQueryData(accountKeys.profile, reply.profile)
      setSaved(true)
    },
  })
  const consents = useStore(form.store, (s) => s.values)
  if (!profile) return null
  const complete = profileBirthDate(profile) !== '' && profile.phoneNumber !== ''
  /** The §4 coupling of the preferences, applied to the switch the user changed. */
  const set = (change: Partial<Preferences>) => {
    setSaved(false)
    setFormFailure(form, null)
    const next = couplePreferences(
      { noPostalOffers: consents.no_postal_offers, receivePromoOffers: consents.receive_promo_offers, receiveEmailComm: consents.receive_email_comm },
      change,
    )
    form.setFieldValue('no_postal_offers', next.noPostalOffers)
    form.setFieldValue('receive_promo_offers', next.receivePromoOffers === true)
    form.setFieldValue('receive_email_comm', next.receiveEmailComm === true)
  }

  return (
    <>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Mes préférences de communication</h1>
        <p className={styles.lead}>Choisissez comment nous pouvons vous tenir informé(e) de nos offres. Vous pouvez changer d&apos;avis à tout moment.</p>
      </header>
      <section className={styles.card} aria-labelledby="prefs-title">
        <h2 id="prefs-title" className={styles.cardTitle}>
          Offres et actualités
        </h2>
        <form.AppForm>
          <form.Form className={styles.form}>
            <Switch isSelected={consents.receive_email_comm} onChange={(on) => set({ receiveEmailComm: on })}>
              Recevoir nos bons plans et actualités par e-mail
            </Switch>
            <Switch isSelected={consents.receive_promo_offers} onChange={(on) => set({ receivePromoOffers: on })}>
              Recevoir des offres personnalisées selon mes envies de voyage
            </Switch>
            <Switch isSelected={!consents.no_postal_offers} onChange={(on) => set({ noPostalOffers: !on })}>
              Recevoir nos offres par courrier postal
            </Switch>
            {!complete ? (
              <Alert tone="warning">
                Complétez d&apos;abord votre date de naissance et votre téléphone dans{' '}
                <RouterLink to="/client-space/client-details">Mes informations</RouterLink>.
              </Alert>
            ) : null}
            <form.Failure />
            {saved ? <Alert tone="success">Vos préférences ont été enregistrées.</Alert> : null}
            <div className={styles.actions}>
              <form.SubmitButton pendingLabel="Enregistrement..." isDisabled={!complete}>
                {(saving) => (saving ? 'Enregistrement...' : 'Enregistrer mes préférences')}
              </form.SubmitButton>
            </div>
          </form.Form>
        </form.AppForm>
      </section>
    </>
  )
}
