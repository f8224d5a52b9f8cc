import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { Alert, Checkbox, formatPrice } from 'design-system'
import { fieldErrors, useAppForm, useFieldContext, useFieldError } from '~/app/form'
import type { PaymentContract } from '~/api-contract/constants'
import { formatSlashDate } from '~/lib/format'
import { dialCode, formatPhone } from '~/lib/phone'
import { chosenFare } from '../../model/fares'
import { toEuros } from '../../model/money'
import { isInstalment, paymentMethods } from '../../model/payment-methods'
import { bornWord, PASSENGER_TYPE_LABELS, SALUTATION_LABELS, TERMS, type BookingDraft, type BookingView, type Term } from '../../model/types'
import { MERGED_VALUES, useBooking, useMergedDraft } from '../shell/BookingContext'
import { breakdownOf } from '../shell/PriceDetails'
import { StepNav } from '../shell/StepNav'
import { useStepAction } from '../shell/useStepAction'
import * as shell from '../shell/BookingShell.css'
import { ItineraryRecap } from './ItineraryRecap'
import { PaymentMethods } from './PaymentMethods'
import { TermPage } from './TermPage'
import * as styles from './steps.css'

export const PAYMENT_METHOD_REQUIRED = 'Vous devez sélectionner un moyen de paiement'
export const TERMS_REQUIRED = 'Vous devez valider les conditions générales de vente'

export const TERM_LABELS: Record<Term, { label: string; message: string }> = {
  order: {
    label: "J'ai compris que ma commande implique une obligation de paiement",
    message: 'Vous devez confirmer avoir compris que votre commande implique une obligation de paiement',
  },
  sales: { label: "J'ai lu et j'accepte les conditions particulières de vente", message: TERMS_REQUIRED },
  formalities: {
    label: "J'ai pris connaissance des formalités administratives et sanitaires de ma destination",
    message: 'Vous devez prendre connaissance des formalités de votre destination',
  },
  children: {
    label: "J'ai pris connaissance des formalités applicables aux enfants mineurs",
    message: 'Vous devez prendre connaissance des formalités pour les enfants mineurs',
  },
}

const personName = (p: { salutation: string; firstName: string; lastName: string }) =>
  [p.salutation ? SALUTATION_LABELS[p.salutation as keyof typeof SALUTATION_LABELS] : '', p.firstName, p.lastName].filter(Boolean).join(' ')

/**
 * Passenger and payer summaries, the choices, the payment method (with instalments), the four
 * terms and the payer's opt-ins (no account offer to a signed-in visitor); 'Payer' goes to the payment page.
 */
export function SummaryStep({ paymentCancelled = false, signedIn = false }: { paymentCancelled?: boolean; signedIn?: boolean }) {
  const { view, draft, update, merged, goBack } = useBooking()
  const { run, loading, dialogs } = useStepAction('payment')
  const [instalmentOpen, setInstalmentOpen] = useState(() => draft.paymentMethod !== null && isInstalment(draft.paymentMethod))
  const [redirecting, setRedirecting] = useState(false)
  const breakdown = breakdownOf(view, draft)
  const methods = paymentMethods(view.agency?.available_contracts ?? ['CB'], toEuros(breakdown.totalCents))
  const fare = chosenFare(view.fares, draft.fareId, view.basePriceCents)
  const insurance = view.insurances.find((i) => i.id === draft.insuranceId)
  const selectedOptions =
    view.ancillaries?.kind === 'regular'
      ? view.ancillaries.items
          .filter((a) => draft.ancillaries.includes(a.externalId))
          .map(
            (a) =>
              `${a.name} (passager ${a.passengerIndex + 1}, ${view.ancillaries?.kind === 'regular' ? (view.ancillaries.segments.find((s) => s.index === a.segment)?.label ?? 'aller et retour') : ''})`,
          )
      : (view.ancillaries?.items.filter((i) => draft.ancillaries.includes(i.id)).map((i) => i.name) ?? [])
  const payer = draft.payer
  // Signed in, no account is offered: a box ticked before signing in is dropped.
  const dropAccountOptIn = signedIn && draft.payer.createAccountOptIn
  useEffect(() => {
    if (dropAccountOptIn) update((d) => ({ ...d, payer: { ...d.payer, createAccountOptIn: false } }))
  }, [dropAccountOptIn, update])
  const form = useAppForm({
    defaultValues: {
      paymentMethod: draft.paymentMethod,
      terms: draft.terms,
      createAccountOptIn: draft.payer.createAccountOptIn && !signedIn,
      subscribeNewsletterOptIn: draft.payer.subscribeNewsletterOptIn,
    } as SummaryValues,
    validators: { onDynamic: ({ value }) => paymentErrors(value) },
    // What is chosen goes to the draft at once (kept if the visitor leaves or reloads); the opt-ins are the payer's.
    listeners: { onChange: ({ formApi }) => update((d) => withChoices(d, formApi.state.values)) },
    onSubmit: async () => {
      const outcome = await run()
      if (outcome?.status === 'payment-ready') {
        setRedirecting(true)
        window.location.assign(outcome.url)
      }
    },
  })

  // Another tab's choices merged into the draft: the form shows them.
  useMergedDraft(
    merged,
    useCallback(
      ({ paymentMethod, terms, payer }: BookingDraft) => {
        form.setFieldValue('paymentMethod', paymentMethod, MERGED_VALUES)
        form.setFieldValue('terms', terms, MERGED_VALUES)
        form.setFieldValue('subscribeNewsletterOptIn', payer.subscribeNewsletterOptIn, MERGED_VALUES)
        form.setFieldValue('createAccountOptIn', payer.createAccountOptIn && !signedIn, MERGED_VALUES)
      },
      [form, signedIn],
    ),
  )

  return (
    <form.AppForm>
      <form.Form className={shell.main}>
        {paymentCancelled ? (
          <Alert tone="warning" title="Paiement annulé">
            Votre paiement n&apos;a pas abouti et rien n&apos;a été débité. Vos informations sont conservées : vous pouvez choisir un moyen de paiement et
            réessayer.
          </Alert>
        ) : null}
        <ItineraryRecap view={view} />
        <section className={shell.section} aria-labelledby="summary-passengers">
          <h2 id="summary-passengers" className={shell.sectionTitle}>
            Passagers
          </h2>
          <dl className={styles.summaryList}>
            {draft.passengers.map((p, i) => (
              <div key={i}>
                <dt>
                  Passager {i + 1} ({PASSENGER_TYPE_LABELS[p.type]})
                </dt>
                <dd>
                  {personName(p)}, {bornWord(p.salutation)} le {formatSlashDate(p.dateOfBirth)}
                  {p.email ? ` · ${p.email}` : ''}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section className={shell.section} aria-labelledby="summary-payer">
          <h2 id="summary-payer" className={shell.sectionTitle}>
            Payeur
          </h2>
          <dl className={styles.summaryList}>
            <div>
              <dt>Nom</dt>
              <dd>{personName(payer)}</dd>
            </div>
            <div>
              <dt>Contact</dt>
              <dd>
                {payer.email} · {formatPhone(dialCode(payer.phoneCountry), payer.phoneNumber)}
              </dd>
            </div>
            <div>
              <dt>Adresse de facturation</dt>
              <dd>
                {payer.address}, {payer.postalCode} {payer.city} ({payer.country})
              </dd>
            </div>
          </dl>
        </section>
        <section className={shell.section} aria-labelledby="summary-choices">
          <h2 id="summary-choices" className={shell.sectionTitle}>
            Vos choix
          </h2>
          <dl className={styles.summaryList}>
            {view.fares.length ? (
              <div>
                <dt>Tarif</dt>
                <dd>{fare?.name ?? 'Tarif de base'}</dd>
              </div>
            ) : null}
            <div>
              <dt>Options</dt>
              <dd>{selectedOptions.length ? selectedOptions.join(', ') : 'Aucune option'}</dd>
            </div>
            <div>
              <dt>Assurance</dt>
              <dd>{insurance?.title ?? 'Sans assurance'}</dd>
            </div>
          </dl>
        </section>
        <section className={shell.section} aria-labelledby="summary-payment">
          <h2 id="summary-payment" className={shell.sectionTitle}>
            Paiement
          </h2>
          <form.AppField name="paymentMethod">
            {() => (
              <PaymentMethodField
                orderId={view.orderId}
                methods={methods}
                instalmentOpen={instalmentOpen}
                totalCents={breakdown.totalCents}
                onInstalmentOpen={setInstalmentOpen}
              />
            )}
          </form.AppField>
          <div className={styles.group}>
            {TERMS.map((term) => (
              <form.AppField key={term} name={`terms.${term}`}>
                {() => <TermCheckbox term={term} page={termPage(term, view)} />}
              </form.AppField>
            ))}
          </div>
        </section>
        <section className={shell.section} aria-labelledby="summary-optins">
          <h2 id="summary-optins" className={shell.sectionTitle}>
            Compte et actualités
          </h2>
          <div className={styles.group}>
            {signedIn ? null : (
              <form.AppField name="createAccountOptIn">
                {(field) => (
                  <field.Checkbox description="Un e-mail vous sera envoyé à la fin de la réservation pour finaliser la création de votre compte.">
                    Créer mon compte Horizon Voyages avec ces informations
                  </field.Checkbox>
                )}
              </form.AppField>
            )}
            <form.AppField name="subscribeNewsletterOptIn">
              {(field) => <field.Checkbox>Recevoir nos bons plans et offres de voyage par e-mail</field.Checkbox>}
            </form.AppField>
          </div>
          <p className={shell.muted}>
            Vos données sont utilisées pour traiter votre réservation. En vous abonnant à la newsletter, vous recevez nos offres par e-mail ; vous pouvez vous
            désinscrire à tout moment grâce au lien présent dans chaque e-mail.
          </p>
        </section>
        <StepNav
          onPrevious={() => void goBack('summary')}
          submit
          loading={loading || redirecting}
          continueLabel={`Payer ${formatPrice(toEuros(breakdown.totalCents))}`}
        />
      </form.Form>
      {dialogs}
    </form.AppForm>
  )
}

type SummaryValues = {
  paymentMethod: PaymentContract | null
  terms: Record<Term, boolean>
  createAccountOptIn: boolean
  subscribeNewsletterOptIn: boolean
}

/** The draft with the summary's choices: the payment method and terms, the payer's opt-ins. */
function withChoices(draft: BookingDraft, { paymentMethod, terms, createAccountOptIn, subscribeNewsletterOptIn }: SummaryValues): BookingDraft {
  return { ...draft, paymentMethod, terms, payer: { ...draft.payer, createAccountOptIn, subscribeNewsletterOptIn } }
}

/** Before paying: a payment method and the four terms. */
function paymentErrors({ paymentMethod, terms }: SummaryValues) {
  const errors: Partial<Record<'paymentMethod' | `terms.${Term}`, string>> = {}
  if (!paymentMethod) errors.paymentMethod = PAYMENT_METHOD_REQUIRED
  for (const term of TERMS) if (!terms[term]) errors[`terms.${term}`] = TERM_LABELS[term].message
  return fieldErrors(errors)
}

/** The payment methods bound to the `paymentMethod` field. */
function PaymentMethodField({
  onInstalmentOpen,
  ...props
}: Omit<Parameters<typeof PaymentMethods>[0], 'value' | 'error' | 'onChange'> & { onInstalmentOpen: (open: boolean) => void }) {
  const field = useFieldContext<PaymentContract | null>()
  const error = useFieldError()
  return (
    <PaymentMethods
      {...props}
      value={field.state.value}
      error={error}
      onChange={(method, open) => {
        onInstalmentOpen(open)
        field.handleChange(method)
      }}
    />
  )
}

/** The page a term asks to have read: the sales conditions, the destination's formalities, those for minors. */
function termPage(term: Term, { formalities, salesConditions }: Pick<BookingView, 'formalities' | 'salesConditions'>) {
  if (term === 'sales' && salesConditions)
    return <TermPage label="Lire les conditions particulières de vente" title={salesConditions.title} html={salesConditions.html} />
  if (!formalities) return null
  if (term === 'formalities') return <TermPage label="Lire les formalités" title={formalities.title} html={formalities.html} />
  if (term === 'children' && formalities.childrenHtml)
    return <TermPage label="Lire les formalités pour les mineurs" title={`${formalities.title} : enfants mineurs`} html={formalities.childrenHtml} />
  return null
}

/** One of the terms, bound to its `terms.<term>` field; its message is described by the box. */
function TermCheckbox({ term, page }: { term: Term; page: ReactNode }) {
  const field = useFieldContext<boolean>()
  const error = useFieldError()
  return (
    <div>
      <Checkbox
        isSelected={field.state.value}
        isInvalid={Boolean(error)}
        aria-describedby={error ? `term-${term}-error` : undefined}
        onChange={field.handleChange}
      >
        {TERM_LABELS[term].label}
      </Checkbox>
      {page}
      {error ? (
        <p id={`term-${term}-error`} className={styles.errorText}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
