import { useCallback, useEffect, useRef } from 'react'
import { Alert, SelectItem } from 'design-system'
import { fieldErrors, live, useAppForm } from '~/app/form'
import { todayInParis } from '~/lib/dates'
import { PHONE_COUNTRIES } from '~/lib/phone'
import { validatePayer } from '../../model/rules'
import type { BookingDraft, PayerDraft } from '../../model/types'
import { MERGED_VALUES, useBooking, useMergedDraft } from '../shell/BookingContext'
import { StepNav } from '../shell/StepNav'
import { useStepAction } from '../shell/useStepAction'
import * as shell from '../shell/BookingShell.css'
import { PersonFields } from './PersonFields'
import * as styles from './steps.css'

const COUNTRIES = [...PHONE_COUNTRIES].sort((a, b) => a.name.localeCompare(b.name, 'fr'))

/** Initial payer values (the signed-in visitor's profile, wired by the client space); the opt-ins are the summary's. */
export type PayerPrefill = Partial<Omit<PayerDraft, 'createAccountOptIn' | 'subscribeNewsletterOptIn'>>

const isBlank = (payer: PayerDraft) => !payer.firstName && !payer.lastName && !payer.email && !payer.address

/**
 * The payer (booking-and-accounts.md §3, §5): identity, contact, 'Adresse de facturation' (the
 * account and newsletter opt-ins are on the summary). `prefill` fills a payer nobody has typed yet (never over typed values).
 */
export function ContactStep({ prefill }: { prefill?: PayerPrefill } = {}) {
  const { draft, update, merged, goBack } = useBooking()
  const prefilled = useRef(false)
  useEffect(() => {
    if (prefilled.current || !prefill) return
    prefilled.current = true
    update((d) => (d.payerIndex === null && isBlank(d.payer) ? { ...d, payer: { ...d.payer, ...prefill } } : d))
  }, [prefill, update])
  const { run, loading, dialogs } = useStepAction('contact')
  const form = useAppForm({
    // The draft until the visitor types (a prefill or a restored copy arriving later replaces it).
    defaultValues: { payer: draft.payer },
    validationLogic: live,
    validators: { onDynamic: ({ value }) => fieldErrors(payerErrors(value.payer)) },
    // What is typed goes to the draft at once (kept if the visitor leaves or reloads).
    listeners: { onChange: ({ formApi }) => update((d) => ({ ...d, payer: formApi.state.values.payer })) },
    onSubmit: async () => void (await run()),
  })
  // Another tab's typing merged into the draft: the fields show it.
  useMergedDraft(
    merged,
    useCallback((d: BookingDraft) => form.setFieldValue('payer', d.payer, MERGED_VALUES), [form]),
  )
  const paying = draft.payerIndex !== null ? draft.passengers[draft.payerIndex] : undefined

  return (
    <form.AppForm>
      <form.Form className={shell.main}>
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
          <PersonFields form={form} fields="payer" id="payer" contact autofill emailRequired phoneRequired />
        </section>
        <section className={shell.section} aria-labelledby="billing-title">
          <h2 id="billing-title" className={shell.sectionTitle}>
            Adresse de facturation
          </h2>
          <div className={styles.formGrid}>
            <form.AppField name="payer.address">
              {(field) => <field.TextField className={styles.full} label="Adresse" isRequired validationBehavior="aria" autoComplete="street-address" />}
            </form.AppField>
            <form.AppField name="payer.postalCode">
              {(field) => <field.TextField label="Code postal" isRequired validationBehavior="aria" autoComplete="postal-code" />}
            </form.AppField>
            <form.AppField name="payer.city">
              {(field) => <field.TextField label="Ville" isRequired validationBehavior="aria" autoComplete="address-level2" />}
            </form.AppField>
            <form.AppField name="payer.country">
              {(field) => (
                <field.Select label="Pays" isRequired validationBehavior="aria" items={COUNTRIES}>
                  {(c) => <SelectItem id={c.code}>{c.name}</SelectItem>}
                </field.Select>
              )}
            </form.AppField>
          </div>
        </section>
        <StepNav onPrevious={() => void goBack('contact')} submit loading={loading} />
      </form.Form>
      {dialogs}
    </form.AppForm>
  )
}

/** The payer's rules, keyed by the form's field names. */
const payerErrors = (payer: PayerDraft) =>
  Object.fromEntries(Object.entries(validatePayer(payer, todayInParis())).map(([field, message]) => [`payer.${field}`, message])) as Record<
    `payer.${keyof PayerDraft}`,
    string
  >
