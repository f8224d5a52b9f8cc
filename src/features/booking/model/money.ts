import { insuranceTotalCents } from '~/lib/insurance'
import type { AncillaryOffer, InsuranceOffer } from './types'

/**
 * Money in integer cents (booking-and-accounts.md §9: total = base fare + selected ancillaries
 * + insurance; insurance = the step containing the price per passenger × passengers).
 */

export const toCents = (euros: number): number => Math.round(euros * 100)
export const toEuros = (cents: number): number => cents / 100

/** The insurance amount in cents for every passenger (the rule: lib/insurance.ts). */
export function insuranceCents(insurance: Pick<InsuranceOffer, 'steps'>, ticketCents: number, passengers: number): number {
  return insuranceTotalCents(insurance.steps, ticketCents, passengers)
}

/** Sum of the selected options' prices, in cents (unknown ids count for nothing). */
export function ancillariesCents(offer: AncillaryOffer | null, selected: readonly string[]): number {
  if (!offer) return 0
  const chosen = new Set(selected)
  if (offer.kind === 'low-cost') return offer.items.reduce((sum, item) => sum + (chosen.has(item.id) ? item.priceCents : 0), 0)
  return offer.items.reduce((sum, item) => sum + (chosen.has(item.externalId) ? item.priceCents : 0), 0)
}

export interface PriceBreakdown {
  baseCents: number
  ancillariesCents: number
  insuranceCents: number
  totalCents: number
}

export function priceBreakdown(input: {
  ticketCents: number
  passengers: number
  ancillaries: AncillaryOffer | null
  selected: readonly string[]
  insurance: Pick<InsuranceOffer, 'steps'> | null
}): PriceBreakdown {
  const options = ancillariesCents(input.ancillaries, input.selected)
  const insurance = input.insurance ? insuranceCents(input.insurance, input.ticketCents, input.passengers) : 0
  return { baseCents: input.ticketCents, ancillariesCents: options, insuranceCents: insurance, totalCents: input.ticketCents + options + insurance }
}
