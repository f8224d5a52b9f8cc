import type { Temporal } from 'temporal-polyfill'
import { INSTALMENT_OFFER } from '~/lib/instalment-offer'

/** FLOA instalments: the offer's products (fee rate, number of payments), and how a total is split. */

export const floaProduct = (code: string): { feeRate: number; count: number } | undefined =>
  Object.hasOwn(INSTALMENT_OFFER.products, code) ? INSTALMENT_OFFER.products[code as keyof typeof INSTALMENT_OFFER.products] : undefined

const round2 = (n: number) => Math.round(n * 100) / 100

/** Equal shares rounded down to the cent, the first one taking the rest; one every 30 days from `start`. */
export function instalmentSchedule(total: number, count: number, start: Temporal.PlainDate) {
  const share = Math.floor((total / count) * 100) / 100
  const first = round2(total - share * (count - 1))
  return Array.from({ length: count }, (_, i) => ({ date: start.add({ days: 30 * i }).toString(), amount: i === 0 ? first : share }))
}
