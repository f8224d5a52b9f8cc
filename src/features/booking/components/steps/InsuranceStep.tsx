import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { Button, formatPrice } from 'design-system'
import { insuranceCents, toEuros } from '../../model/money'
import { useBooking } from '../shell/BookingContext'
import { AlertDialog } from '../shell/LazyDialogs'
import { StepNav } from '../shell/StepNav'
import { useStepAction } from '../shell/useStepAction'
import * as shell from '../shell/BookingShell.css'
import * as styles from './steps.css'

/** Selecting the selected insurance deselects it (booking-and-accounts.md §4). */
export const toggleInsurance = (current: number | null, id: number) => (current === id ? null : id)

/** Insurance options (pages call), sanitised description, per-person amount; never pre-selected; 'Vous voyagez sans assurance ?'. */
export function InsuranceStep() {
  const { view, draft, update, goBack } = useBooking()
  const { run, loading, dialogs } = useStepAction('insurance')
  const [askNone, setAskNone] = useState(false)
  const pax = view.solution.priceInfo.passengerNumber
  return (
    <div className={shell.main}>
      <section className={shell.section} aria-labelledby="insurance-title">
        <h2 id="insurance-title" className={shell.sectionTitle}>
          Voyagez l&apos;esprit tranquille
        </h2>
        <p className={shell.muted}>Une assurance ne peut être souscrite qu&apos;au moment de la réservation.</p>
        <ul className={styles.cards}>
          {view.insurances.map((insurance) => {
            const totalCents = insuranceCents(insurance, view.ticketPriceCents, pax)
            const selected = draft.insuranceId === insurance.id
            const titleId = `insurance-${insurance.id}`
            return (
              <li key={insurance.id} className={styles.card} data-selected={selected || undefined}>
                <div className={styles.cardHead}>
                  <h3 id={titleId} className={`${styles.cardTitle} ${styles.titleWithIcon}`}>
                    <ShieldCheck size={18} aria-hidden="true" className={styles.titleIcon} />
                    {insurance.title}
                  </h3>
                </div>
                {/* Sanitised on the server (content-pages/sanitize.server.ts). */}
                <div className={styles.insuranceText} dangerouslySetInnerHTML={{ __html: insurance.html }} />
                <div className={styles.cardFoot}>
                  <p className={styles.cardPrice} style={{ margin: 0 }}>
                    {formatPrice(toEuros(totalCents / pax))} par personne
                  </p>
                  <p className={shell.muted}>
                    Soit {formatPrice(toEuros(totalCents))} pour {pax} voyageur{pax > 1 ? 's' : ''}
                  </p>
                  <Button
                    variant={selected ? 'primary' : 'secondary'}
                    aria-pressed={selected}
                    aria-describedby={titleId}
                    onPress={() => update((d) => ({ ...d, insuranceId: toggleInsurance(d.insuranceId, insurance.id) }))}
                  >
                    {selected ? 'Sélectionné' : 'Sélectionner'}
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      </section>
      <StepNav onPrevious={() => void goBack('insurance')} onContinue={() => (draft.insuranceId === null ? setAskNone(true) : void run())} loading={loading} />
      <AlertDialog
        isOpen={askNone}
        onOpenChange={setAskNone}
        title="Vous voyagez sans assurance ?"
        actionLabel="Aucune assurance"
        cancelLabel="Je choisis une assurance"
        onAction={() => void run()}
      >
        Une assurance ne pourra plus être ajoutée après la réservation. Annulation, bagages, frais médicaux : protégez votre voyage dès maintenant.
      </AlertDialog>
      {dialogs}
    </div>
  )
}
