import { formatPrice } from 'design-system'
import { priceBreakdown, toEuros, type PriceBreakdown } from '../../model/money'
import type { BookingDraft, BookingView } from '../../model/types'
import * as styles from './BookingShell.css'

export const FEES_NOTE = 'Prix total TTC : tous frais, taxes, suppléments et frais de service inclus.'

export function breakdownOf(view: BookingView, draft: BookingDraft): PriceBreakdown {
  const fare = view.fares.find((f) => f.id === draft.fareId)
  const ticketCents = fare && fare.id !== view.reservedId ? Math.round(fare.price * 100) : view.ticketPriceCents
  const insurance = view.insurances.find((i) => i.id === draft.insuranceId) ?? null
  return priceBreakdown({
    ticketCents,
    passengers: view.solution.priceInfo.passengerNumber,
    ancillaries: view.ancillaries,
    selected: draft.ancillaries,
    insurance,
  })
}

const euros = (cents: number) => formatPrice(toEuros(cents))

/** 'Détails du prix': base fare + options + insurance = total (booking-and-accounts.md §9). */
export function PriceDetails({
  breakdown,
  travellers,
  expired,
  headingId,
}: {
  breakdown: PriceBreakdown
  travellers: number
  expired: boolean
  headingId: string
}) {
  return (
    <section className={styles.priceCard} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.priceTitle}>
        Détails du prix
      </h2>
      {expired ? (
        <p className={styles.muted}>Les prix ne sont plus garantis. Veuillez relancer votre recherche.</p>
      ) : (
        <>
          <dl className={styles.priceLines}>
            <div className={styles.priceLine}>
              <dt>
                Billets ({travellers} voyageur{travellers > 1 ? 's' : ''})
              </dt>
              <dd>{euros(breakdown.baseCents)}</dd>
            </div>
            <div className={styles.priceLine}>
              <dt>Options</dt>
              <dd>{euros(breakdown.ancillariesCents)}</dd>
            </div>
            <div className={styles.priceLine}>
              <dt>Assurance</dt>
              <dd>{euros(breakdown.insuranceCents)}</dd>
            </div>
          </dl>
          <p className={styles.priceTotal}>
            <span>Total</span>
            <span data-testid="booking-total">{euros(breakdown.totalCents)}</span>
          </p>
          <p className={styles.feesNote}>{FEES_NOTE}</p>
        </>
      )}
    </section>
  )
}
