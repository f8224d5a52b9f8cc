import { lazy } from './lazy'

/**
 * The instalment offer (FLOA, booking-and-accounts.md §4, §9): 3 or 4 card payments from a
 * minimum amount, with fees (a share of the amount, per product). One source for the marketing
 * line, the booking's payment step and the demo API's simulations: the words follow the figures,
 * so the line never says 'sans frais' while fees apply.
 */

export const INSTALMENT_OFFER = {
  /** In euros, the booking's total included. */
  minAmount: 100,
  products: {
    BC3XC: { count: 3, feeRate: 0.0145 },
    BC4XC: { count: 4, feeRate: 0.022 },
  },
} as const

export type InstalmentProduct = keyof typeof INSTALMENT_OFFER.products

const products: readonly { count: number; feeRate: number }[] = Object.values(INSTALMENT_OFFER.products)
const percentFormat = lazy(() => new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 }))
const eurosFormat = lazy(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }))
const percent = (rate: number) => percentFormat().format(rate)
const euros = (amount: number) => eurosFormat().format(amount)

/** Whether a total can be paid in instalments. */
export const instalmentsOffered = (amount: number) => amount >= INSTALMENT_OFFER.minAmount

/** '3 ou 4 fois' */
export const instalmentCounts = () => products.map((p) => p.count).join(' ou ')

/** 'frais de 1,45 % en 3 fois, 2,2 % en 4 fois', or 'sans frais' when no product has any. */
export function instalmentFees(): string {
  if (products.every((p) => p.feeRate === 0)) return 'sans frais'
  return `frais de ${products.map((p) => `${percent(p.feeRate)} en ${p.count} fois`).join(', ')}`
}

/** The marketing line after 'Paiement sécurisé': 'en 3 ou 4 fois dès 100 € (frais de 1,45 % en 3 fois, 2,2 % en 4 fois)'. */
export const instalmentOfferLine = () => `en ${instalmentCounts()} fois dès ${euros(INSTALMENT_OFFER.minAmount)} (${instalmentFees()})`
