import { Temporal } from 'temporal-polyfill'
import { MONTH_PRICES_FLEXIBLE_STAYS, type MonthPriceDay, type MonthPrices } from '~/api-contract/flights'
import { BoundedMap } from '~/lib/bounded-map'
import { todayInParis } from '~/lib/dates'
import { generateSolutions, requiresReturnTicket, type FlightSearch } from './generate'
import { priceFactor, priceShiftsKey, shifted } from './price-shifts'

/**
 * The month-prices call: for each departure day of a month, the lowest total price a flight
 * search of that day answers (same generator, same count, same return-ticket rule), so the
 * calendar's price is the results' cheapest. Only the prices are kept, never the solutions.
 */

export interface MonthPricesRequest {
  from: string
  to: string
  fromType?: string | undefined
  toType?: string | undefined
  /** YYYY-MM */
  month: string
  trip: 'one_way' | 'round_trip'
  /** Nights between departure and return; none: the cheapest of 1 to 7. */
  stay?: number | undefined
  adults: number
  childrens: number
  infants: number
  /** The solution count of every search (the demo's `?count=` control). */
  count?: number | undefined
}

/** The cheapest total price the generator gives a search, before the demo's price shifts; null: no flight. */
export function cheapestGeneratedPrice(search: FlightSearch, count?: number): number | null {
  if (requiresReturnTicket(search)) return null
  let cheapest: number | null = null
  for (const s of generateSolutions(search, { count })) if (cheapest === null || s.priceInfo.total < cheapest) cheapest = s.priceInfo.total
  return cheapest
}

/** The cheapest total price of a search, as the search call would answer it; null: no flight. */
export function cheapestSearchPrice(search: FlightSearch, count?: number): number | null {
  const cheapest = cheapestGeneratedPrice(search, count)
  return cheapest === null ? null : shifted(cheapest, priceFactor(search))
}

function dayPrice(req: MonthPricesRequest, date: string, today: string): MonthPriceDay {
  if (date < today) return { date, price: null, return: null }
  const passengers = { adults: req.adults, childrens: req.childrens, infants: req.infants }
  const outbound = { from: req.from, to: req.to, date, fromType: req.fromType, toType: req.toType }
  if (req.trip === 'one_way') return { date, price: cheapestSearchPrice({ ...passengers, segments: [outbound] }, req.count), return: null }
  let best: MonthPriceDay = { date, price: null, return: null }
  for (const stay of req.stay === undefined ? MONTH_PRICES_FLEXIBLE_STAYS : [req.stay]) {
    const ret = Temporal.PlainDate.from(date).add({ days: stay }).toString()
    const inbound = { from: req.to, to: req.from, date: ret, fromType: req.toType, toType: req.fromType }
    const price = cheapestSearchPrice({ ...passengers, segments: [outbound, inbound] }, req.count)
    if (price !== null && (best.price === null || price < best.price)) best = { date, price, return: ret }
  }
  return best
}

/** Months already priced (a month is up to 217 searches): by request, for a day. */
const months = new BoundedMap<string, Promise<MonthPrices>>({ maxEntries: 200, ttlMs: 24 * 60 * 60 * 1000 })

/** Yields between days so one month's searches never hold the server for long. */
const nextTick = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function computeMonth(req: MonthPricesRequest, today: string): Promise<MonthPrices> {
  const first = Temporal.PlainYearMonth.from(req.month).toPlainDate({ day: 1 })
  const days: MonthPriceDay[] = []
  for (let d = first; d.month === first.month; d = d.add({ days: 1 })) {
    days.push(dayPrice(req, d.toString(), today))
    await nextTick()
  }
  return { month: req.month, days }
}

/** The month's prices, computed once per request and day (past days have none). */
export function monthPrices(req: MonthPricesRequest): Promise<MonthPrices> {
  const today = todayInParis().toString()
  const key = JSON.stringify([today, req.from, req.to, req.month, req.trip, req.stay, req.adults, req.childrens, req.infants, req.count, priceShiftsKey()])
  let pending = months.get(key)
  if (!pending) {
    pending = computeMonth(req, today)
    months.set(key, pending)
    pending.catch(() => months.delete(key))
  }
  return pending
}
