import type { Product } from '~/api-contract/catalogue'
import { CRUISE_PRODUCT_TYPE, DISCOUNT_THRESHOLD, PRICE_UNITS } from './constants'
import { lazyFormat } from 'design-system'

/** How a product's facts read on cards and on its page (storefront-and-holidays.md §2.15, §9). */

/** Parent destinations joined by ' - ' (region - country - destination). */
export function destinationsLabel(p: Pick<Product, 'parent_destinations'>): string {
  const first = p.parent_destinations[0]
  if (!first) return ''
  // A country that is its own region ('France - France - Alpes') is named once.
  const labels = [first.label, ...first.destinations.map((d) => d.label)]
  return labels.filter((label, i) => label !== labels[i - 1]).join(' - ')
}

/** The product's own destination (the most precise one), for similar products and the map. */
export function mainDestination(p: Pick<Product, 'parent_destinations'>): { code: string; label: string } | undefined {
  const first = p.parent_destinations[0]
  return first?.destinations.at(-1) ?? first
}

/** 'N nuits' or 'A à B nuits'. */
export function nightsLabel(min: number, max: number): string {
  if (min === max) return `${min} nuit${min > 1 ? 's' : ''}`
  return `${min} à ${max} nuits`
}

export function departureCitiesLabel(count: number): string | null {
  if (count === 0) return null
  return `${count} ville${count > 1 ? 's' : ''} de départ`
}

/** 'par personne' (onePersDouble, onePers) or 'par logement' (byHousing). */
export function priceUnit(p: Pick<Product, 'base_price_availability'>): string {
  return PRICE_UNITS[p.base_price_availability.price_type_bean.price_type_value]
}

/** The discount shown: only when the rounded reduction rate exceeds 5 %. */
export function shownDiscount(p: Pick<Product, 'base_price_availability'>): number | null {
  const rate = Math.round(p.base_price_availability.reduction_rate)
  return rate > DISCOUNT_THRESHOLD ? rate : null
}

/** The price before reduction (struck through beside a shown discount). */
export function originalPrice(p: Pick<Product, 'base_price_availability'>): number | undefined {
  const rate = shownDiscount(p)
  if (rate === null || rate >= 100) return undefined
  return Math.round(p.base_price_availability.final_price / (1 - rate / 100))
}

/** Cruises (product type 'CR') pay a stay fee on board. */
export const paysFeeOnBoard = (p: Pick<Product, 'product_types'>) => p.product_types.some((t) => t.code === CRUISE_PRODUCT_TYPE)

const wholeAmount = lazyFormat(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }))

/**
 * '1 234': a price in a calendar day cell, in whole euros said once above the calendar (a
 * legible size leaves no room in the cell for decimals or the sign).
 */
export const formatAmountShort = (amount: number) => wholeAmount().format(amount)
