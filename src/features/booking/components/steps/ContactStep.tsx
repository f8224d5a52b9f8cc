import { useEffect, useMemo, useRef, useState } from 'react'
import { Alert, Checkbox, phoneCountries, Select, SelectItem, TextField } from 'design-system'
import { todayInParis } from '~/lib/dates'
import { hasErrors, validatePayer, type PayerField } from '../../model/rules'
import type { PayerDraft } from '../../model/types'
import { useBooking } from '../shell/BookingContext'
import { StepNav } from '../shell/StepNav'
import { useStepAction } from '../shell/useStepAction'
import * as shell from '../shell/BookingShell.css'
import { focusFirstInvalid, PersonFields } from './PersonFields'
import * as styles from './steps.css'

const COUNTRIES = [...phoneCountries].sort((a, b) => a.name.localeCompare(b.name, 'fr'))

/** Initial payer values (the signed-in visitor's profile, wired by the client space). */
export type PayerPrefill = Partial<Omit<PayerDraft, 'createAccountOptIn'>>

const isBlank = (payer: PayerDraft) => !payer.firstName && !payer.lastName && !payer.email && !payer.address

/**
 * The payer (booking-and-accounts.md §3, §5): identity, contact, 'Adresse de facturation', account
 * and newsletter opt-ins. `prefill` fills a payer nobody has typed yet (never over typed values).
 */
export function ContactStep({ prefill }: { prefill?: PayerPrefill } = {}) {
  const { draft, update, goBack } = useBooking()
  const prefilled = useRef(false)
  useEffect(() => {
    if (prefilled.current || !prefill) return
    prefilled.current = true
    update((d) => (d.payerIndex === null && isBlank(d.payer) ? { ...d, payer: { ...d.payer, ...prefill } } : d))
  }, [prefill, update])
  const { run, loading, dialogs } = useStepAction('contact')
  const [touched, setTouched] = useState<Set<PayerField>>(() => new Set())
  const [submitted, setSubmitted] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const payer = draft.payer
  const errors = useMemo(() => validatePayer(payer, todayInParis()), [payer])
  const shows = (field: PayerField) => submitted || touched.has(field)
  const error = (field: PayerField) => (shows(field) ? errors[field] : undefined)
  const change = (patch: Partial<PayerDraft>) => update((d) => ({ ...d, payer: { ...d.payer, ...patch } }))
  const blur = (field: PayerField) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)))
  const paying = draft.payerIndex !== null ? draft.passengers[draft.payerIndex] : undefined

  function onContinue() {
    setSubmitted(true)
    if (hasErrors(errors)) {
      focusFirstInvalid(root.current)
      return
    }
    void run()
  }

  return (
    <div ref={root} className={shell.main}>
      <section className={shell.section} aria-labelledby="payer-title">
        <h2 id="payer-title" className={shell.sectionTitle}>
          Payeur
        </h2>
        {paying ? (
          <Alert tone="info" live="none">
            Coordonnées reprises du passager {draft.payerIndex! + 1} ({`${paying.firstName} ${paying.lastName}`.trim() || 'sans nom'}), qui règle la commande.
            Vous pouvez les modifier.
          </Alert>
        ) : (
          <p className={shell.muted}>La personne qui règle la commande doit être majeure. Elle recevra la confirmation de réservation par e-mail.</p>
        )}
        <PersonFields id="payer" person={payer} errors={errors} shows={shows} onChange={change} onBlur={blur} contact autofill emailRequired phoneRequired />
      </section>
      <section className={shell.section} aria-labelledby="billing-title">
        <h2 id="billing-title" className={shell.sectionTitle}>
          Adresse de facturation
        </h2>
        <div className={styles.formGrid}>
          <TextField
            className={styles.full}
            label="Adresse"
            isRequired
            validationBehavior="aria"
            autoComplete="street-address"
            value={payer.address}
            onChange={(address) => change({ address })}
            onBlur={() => blur('address')}
            errorMessage={error('address')}
          />
          <TextField
            label="Code postal"
            isRequired
            validationBehavior="aria"
            autoComplete="postal-code"
            value={payer.postalCode}
            onChange={(postalCode) => change({ postalCode })}
            onBlur={() => blur('postalCode')}
            errorMessage={error('postalCode')}
          />
          <TextField
            label="Ville"
            isRequired
            validationBehavior="aria"
            autoComplete="address-level2"
            value={payer.city}
            onChange={(city) => change({ city })}
            onBlur={() => blur('city')}
            errorMessage={error('city')}
          />
          <Select
            label="Pays"
            isRequired
            validationBehavior="aria"
            items={COUNTRIES}
            selectedKey={payer.country || null}
            onSelectionChange={(key) => {
              change({ country: String(key ?? '') })
              blur('country')
            }}
            errorMessage={error('country')}
          >
            {(c) => <SelectItem id={c.code}>{c.name}</SelectItem>}
          </Select>
        </div>
      </section>
      <section className={shell.section} aria-labelledby="optins-title">
        <h2 id="optins-title" className={shell.sectionTitle}>
          Compte et actualités
        </h2>
        <Checkbox
          isSelected={payer.createAccountOptIn}
          onChange={(createAccountOptIn) => change({ createAccountOptIn })}
          description="Un e-mail vous sera envoyé à la fin de la réservation pour finaliser la création de votre compte."
        >
          Créer mon compte Horizon Voyages avec ces informations
        </Checkbox>
        <Checkbox
          isSelected={payer.subscribeNewsletterOptIn}
          onChange={(subscribeNewsletterOptIn) => change({ subscribeNewsletterOptIn })}
          description="Vous pourrez vous désinscrire à tout moment grâce au lien présent dans chaque e-mail."
        >
          Recevoir nos bons plans et offres de voyage par e-mail
        </Checkbox>
      </section>
      <StepNav onPrevious={() => void goBack('contact')} onContinue={onContinue} loading={loading} />
      {dialogs}
    </div>
  )
}
