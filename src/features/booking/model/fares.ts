import type { BrandedFare } from '~/api-contract/flights'
import { toCents } from './money'

/**
 * The fare the booking goes on with: the one chosen, else the fare at the flight's price (what
 * 'Continuer' keeps when none is chosen), else the first. Null when no fare is offered.
 */
export function chosenFare(fares: readonly BrandedFare[], fareId: string | null, basePriceCents: number): BrandedFare | null {
  if (fareId !== null) {
    const chosen = fares.find((f) => f.id === fareId)
    if (chosen) return chosen
  }
  return fares.find((f) => toCents(f.price) === basePriceCents) ?? fares[0] ?? null
}
