import { useRef, useState } from 'react'
import { Alert, Checkbox, formatPrice } from 'design-system'
import { formatSlashDate } from '~/lib/format'
import { toEuros } from '../../model/money'
import { isInstalment, paymentMethods } from '../../model/payment-methods'
import { dialCode } from '../../model/rules'
import { PASSENGER_TYPE_LABELS, SALUTATION_LABELS, TERMS, type Term } from '../../model/types'
import { useBooking } from '../shell/BookingContext'
import { breakdownOf } from '../shell/PriceDetails'
import { StepNav } from '../shell/StepNav'
import { useStepAction } from '../shell/useStepAction'
import * as shell from '../shell/BookingShell.css'
import { focusFirstInvalid } from './PersonFields'
import { PaymentMethods } from './PaymentMethods'
import * as styles from './steps.css'

export const PAYMENT_METHOD_REQUIRED = 'Vous devez sélectionner un moyen de paiement'
export const TERMS_REQUIRED = 'Vous devez valider les conditions générales de vente'

export const TERM_LABELS: Record<Term, { label: string; message: string }> = {
  order: { label: "J'ai compris que ma commande implique une obligation de paiement", message: TERMS_REQUIRED },
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

/** Passenger and payer summaries, the choices, the payment method (with instalments) and the four terms; 'Payer' goes to the payment page. */
export function SummaryStep({ paymentCancelled = false }: { paymentCancelled?: boolean }) {
  const { view, draft, update, goBack } = useBooking()
  const { run, loading, dialogs } = useStepAction('payment')
  const [submitted, setSubmitted] = useState(false)
  const [instalmentOpen, setInstalmentOpen] = useState(() => draft.paymentMethod !== null && isInstalment(draft.paymentMethod))
  const [redirecting, setRedirecting] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const methods = paymentMethods(view.agency?.available_contracts ?? ['CB'])
  const breakdown = breakdownOf(view, draft)
  const fare = view.fares.find((f) => f.id === draft.fareId)
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
  const methodError = submitted && !draft.paymentMethod ? PAYMENT_METHOD_REQUIRED : undefined
  const payer = draft.payer

  async function onPay() {
    setSubmitted(true)
    if (!draft.paymentMethod || TERMS.some((t) => !draft.terms[t])) {
      focusFirstInvalid(root.current)
      return
    }
    const outcome = await run()
    if (outcome?.status === 'payment-ready') {
      setRedirecting(true)
      window.location.assign(outcome.url)
    }
  }

  return (
    <div ref={root} className={shell.main}>
      {paymentCancelled ? (
        <Alert tone="warning" title="Paiement annulé">
          Votre paiement n&apos;a pas abouti et rien n&apos;a été débité. Vos informations sont conservées : vous pouvez choisir un moyen de paiement et
          réessayer.
        </Alert>
      ) : null}
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
                {personName(p)}, né(e) le {formatSlashDate(p.dateOfBirth)}
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
              {payer.email} · +{dialCode(payer.phoneCountry)} {payer.phoneNumber}
            </dd>
          </div>
          <div>
            <dt>Adresse de facturation</dt>
            <dd>
              {payer.address}, {payer.postalCode} {payer.city} ({payer.country})
            </dd>
          </div>
          <div>
            <dt>Compte</dt>
            <dd>{payer.createAccountOptIn ? 'Création du compte demandée' : 'Sans création de compte'}</dd>
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
        <PaymentMethods
          orderId={view.orderId}
          methods={methods}
          value={draft.paymentMethod}
          instalmentOpen={instalmentOpen}
          totalCents={breakdown.totalCents}
          error={methodError}
          onChange={(paymentMethod, open) => {
            setInstalmentOpen(open)
            update((d) => ({ ...d, paymentMethod }))
          }}
        />
        <div className={styles.group}>
          {TERMS.map((term) => {
            const invalid = submitted && !draft.terms[term]
            return (
              <div key={term}>
                <Checkbox
                  isSelected={draft.terms[term]}
                  isInvalid={invalid}
                  aria-describedby={invalid ? `term-${term}-error` : undefined}
                  onChange={(on) => update((d) => ({ ...d, terms: { ...d.terms, [term]: on } }))}
                >
                  {TERM_LABELS[term].label}
                </Checkbox>
                {invalid ? (
                  <p id={`term-${term}-error`} className={styles.errorText}>
                    {TERM_LABELS[term].message}
                  </p>
                ) : null}
              </div>
            )
          })}
        </div>
        <p className={shell.muted}>
          Vos données sont utilisées pour traiter votre réservation. En vous abonnant à la newsletter, vous recevez nos offres par e-mail ; vous pouvez vous
          désinscrire à tout moment.
        </p>
      </section>
      <StepNav
        onPrevious={() => void goBack('summary')}
        onContinue={() => void onPay()}
        loading={loading || redirecting}
        continueLabel={`Payer ${formatPrice(toEuros(breakdown.totalCents))}`}
      />
      {dialogs}
    </div>
  )
}
