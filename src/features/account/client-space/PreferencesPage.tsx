import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Alert, RouterLink, Switch } from 'design-system'
import { userMessageOf } from '~/lib/user-messages'
import { accountKeys, profileQuery } from '../account.queries'
import { couplePreferences, type Preferences } from '../register.schema'
import { PendingButton } from '~/app/form'
import { updateProfile } from './client-space.functions'
import * as styles from './ClientSpace.css'
import { PROFILE_MESSAGES, toUpdateProfileRequest } from './profile'
import { profileBirthDate, profileValues, type Consents } from './profile-values'

/**
 * /client-space/communication-preferences: the profile's consents as switches, saved with the
 * profile call. The postal switch is the opposite of the stored opt-out (`no_postal_offers`).
 */
export function PreferencesPage() {
  const queryClient = useQueryClient()
  const { data: profile } = useSuspenseQuery(profileQuery())
  const [consents, setConsents] = useState<Consents | null>(profile?.consents ?? null)
  const [saving, setSaving] = useState(false)
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null)
  if (!profile || !consents) return null
  const complete = profileBirthDate(profile) !== '' && profile.phoneNumber !== ''
  /** The §4 coupling of the preferences, applied to the switch the user changed. */
  const set = (change: Partial<Preferences>) => {
    setResult(null)
    setConsents((c) => {
      if (!c) return c
      const next = couplePreferences(
        { noPostalOffers: c.no_postal_offers, receivePromoOffers: c.receive_promo_offers, receiveEmailComm: c.receive_email_comm },
        change,
      )
      return {
        no_postal_offers: next.noPostalOffers,
        receive_promo_offers: next.receivePromoOffers === true,
        receive_email_comm: next.receiveEmailComm === true,
      }
    })
  }

  async function save() {
    if (!profile || !consents) return
    setSaving(true)
    setResult(null)
    try {
      const reply = await updateProfile({ data: toUpdateProfileRequest(profileValues(profile), consents) })
      if (!reply.ok) setResult({ tone: 'error', message: PROFILE_MESSAGES.invalid })
      else {
        queryClient.setQueryData(accountKeys.profile, reply.profile)
        setResult({ tone: 'success', message: 'Vos préférences ont été enregistrées.' })
      }
    } catch (error) {
      setResult({ tone: 'error', message: userMessageOf(error) })
    } finally {
      setSaving(false)
    }
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
            Complétez d&apos;abord votre date de naissance et votre téléphone dans <RouterLink to="/client-space/client-details">Mes informations</RouterLink>.
          </Alert>
        ) : null}
        {result ? <Alert tone={result.tone}>{result.message}</Alert> : null}
        <div className={styles.actions}>
          <PendingButton isPending={saving} pendingLabel="Enregistrement..." isDisabled={!complete} onPress={() => void save()}>
            {saving ? 'Enregistrement...' : 'Enregistrer mes préférences'}
          </PendingButton>
        </div>
      </section>
    </>
  )
}
