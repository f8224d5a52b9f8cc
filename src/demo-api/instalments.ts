import type { Temporal } from 'temporal-polyfill'

/** FLOA instalments: fee rate and number of payments per product, and how a total is split. */

export const FLOA_FEES: Record<string, { rate: number; count: number }> = { BC3XC: { rate: 0.0145, count: 3 }, BC4XC: { rate: 0.022, count: 4 } }

const round2 = (n: number) => Math.round(n * 100) / 100

/** Equal shares rounded down to the cent, the first one taking the rest; one every 30 days from `start`. */
export function instalmentSchedule(total: number, count: number, start: Temporal.PlainDate) {
  const share = Math.floor((total / count) * 100) / 100
  const first = round2(total - share * (count - 1))
  return Array.from({ length: count }, (_, i) => ({ date: start.add({ days: 30 * i }).toString(), amount: i === 0 ? first : share }))
}
