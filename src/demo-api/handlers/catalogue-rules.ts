import { Temporal } from 'temporal-polyfill'
import type { z } from 'zod'
import { productSearchQuerySchema } from '~/api-contract/catalogue'
import { AVAILABILITY_MONTHS } from '~/api-contract/constants'
import { todayInParis } from '~/lib/dates'
import { intId, notFound } from '../lib/http'
import { createRng, hashString } from '../lib/random'
import { finalPrice, getProducts, getProductsById, type Product } from '../seed/products'

/** The catalogue's rules: which products a search finds (and its facet counts), and their availability and prices. */

export const searchParams = productSearchQuerySchema
export type SearchParams = z.output<typeof searchParams>

type Facet = 'theme' | 'accommodation_type' | 'stars' | 'scores' | 'meal_plan' | 'price_max'

export function matches(p: Product, q: SearchParams, skip?: Facet): boolean {
  if (q.type_voyage && p.type_voyage !== q.type_voyage) return false
  if (q.destination) {
    const d = q.destination.toLowerCase()
    if (p.destination.code !== d && p.destination.region !== d && p.destination.country.toLowerCase() !== d) return false
  }
  if (q.departure_city && !p.departure_cities.some((c) => c.code === q.departure_city!.toUpperCase())) return false
  if (q.min_max_nights) {
    // A stay the product offers (its durations), not only within its range: the page then offers it.
    const [min, max] = q.min_max_nights.split(',').map(Number) as [number, number]
    if (!durationsOf(p).some((d) => d.nights >= min && d.nights <= max)) return false
  }
  if (skip !== 'theme' && q.theme) {
    const themes = q.theme.split(/\+\+|,/).filter(Boolean)
    if (themes.length && !themes.every((t) => p.themes.includes(t))) return false
  }
  if (q.crois && !p.themes.includes(q.crois)) return false
  if (skip !== 'accommodation_type' && q.accommodation_type?.length && !q.accommodation_type.includes(p.accommodation_type)) return false
  if (skip !== 'stars' && q.stars?.length && !q.stars.includes(p.stars)) return false
  if (skip !== 'scores' && q.scores?.length && p.global_rate < Math.min(...q.scores)) return false
  if (skip !== 'meal_plan' && q.meal_plan?.length && !q.meal_plan.includes(p.meal_plan)) return false
  if (skip !== 'price_max' && q.price_max !== undefined && finalPrice(p) > q.price_max) return false
  if (q.departure_year_month || q.departure_day) {
    // Products depart on a deterministic subset of months.
    const month = (q.departure_day ?? q.departure_year_month!).slice(0, 7)
    if (hashString(`${p.product_id}|${month}`) % 5 === 0) return false
  }
  return true
}

export function search(q: SearchParams): Product[] {
  const out = getProducts().filter((p) => matches(p, q))
  if (q.order_by === 'mark_desc') out.sort((a, b) => b.global_rate - a.global_rate || a.product_id - b.product_id)
  else out.sort((a, b) => finalPrice(a) - finalPrice(b) || a.product_id - b.product_id)
  return out
}

export function counts(items: Product[], key: (p: Product) => string[]) {
  const map = new Map<string, number>()
  for (const p of items) for (const k of key(p)) map.set(k, (map.get(k) ?? 0) + 1)
  return map
}

// --- Availability -----------------------------------------------------------------
export function durationsOf(p: Product) {
  const nights = [...new Set([p.min_nights, Math.round((p.min_nights + p.max_nights) / 2), p.max_nights])]
  return nights.map((n) => ({ nights: n, days: n + 1, label: `${n + 1} jours / ${n} nuits` }))
}

/**
 * A departure's price per person. The product's catalogue price (its card's 'à partir de') is the
 * floor: every date costs at least that, and its anchor (the first bookable date from the first
 * departure city, for the shortest stay) costs exactly that.
 */
export function priceFor(p: Product, departure: string, nights: number, date: string, anchor = anchorOf(p, todayInParis())): number {
  const floor = finalPrice(p)
  if (anchor && anchor.departure === departure && anchor.nights === nights && anchor.date === date) return floor
  const rng = createRng(`${p.product_id}|${departure}|${nights}|${date}`)
  const month = Number(date.slice(5, 7))
  const season = [7, 8, 12].includes(month) ? 1.3 : [4, 5, 6, 9, 10].includes(month) ? 1.1 : 1
  return Math.round(floor * (nights / Math.max(1, p.min_nights)) * season * (1 + rng.next() * 0.25))
}

/** Seats left on a departure date (0: full, not bookable). */
export function seatsOn(p: Product, date: string): number {
  return createRng(`${p.product_id}|${date}|seats`).int(0, 12)
}

/** The months a product can be booked in: this month and the next ones, as yyyy-mm. */
export function bookingMonths(today = todayInParis()): string[] {
  const first = today.toPlainYearMonth()
  return Array.from({ length: AVAILABILITY_MONTHS }, (_, i) => first.add({ months: i }).toString())
}

/** A product's departure cities ('Sans transport' for a product without transport). */
export const departuresOf = (p: Product) => (p.departure_cities.length ? p.departure_cities : [{ code: 'SANS', label: 'Sans transport' }])

/** A product's departure dates with seats in the booking months, in order. */
const bookable = new Map<string, string[]>()
function bookableDates(p: Product, today: Temporal.PlainDate): string[] {
  const key = `${p.product_id}|${today.toString()}`
  let dates = bookable.get(key)
  if (!dates) {
    if (bookable.size > 5_000) bookable.clear()
    dates = bookingMonths(today)
      .flatMap((ym) => departureDates(p, ym, today))
      .filter((d) => seatsOn(p, d) > 0)
    bookable.set(key, dates)
  }
  return dates
}

function anchorOf(p: Product, today: Temporal.PlainDate) {
  const date = bookableDates(p, today)[0]
  return date ? { departure: departuresOf(p)[0]!.code, nights: p.min_nights, date } : null
}

/**
 * The from-price: the lowest bookable price (a departure date with seats, in the booking months)
 * under a selection (a departure city, a stay length, or neither). The one rule behind the best
 * price, the selectors' 'dès' and the calendar's cheapest day.
 */
export function fromPrice(p: Product, selection: { departure?: string; nights?: number } = {}) {
  const today = todayInParis()
  const key = `${p.product_id}|${selection.departure ?? ''}|${selection.nights ?? ''}|${today.toString()}`
  if (!fromPrices.has(key)) {
    if (fromPrices.size > 20_000) fromPrices.clear()
    fromPrices.set(key, lowestBookable(p, selection, today))
  }
  return fromPrices.get(key)!
}

const fromPrices = new Map<string, ReturnType<typeof lowestBookable>>()
function lowestBookable(p: Product, selection: { departure?: string; nights?: number }, today: Temporal.PlainDate) {
  const cities = departuresOf(p).filter((c) => !selection.departure || c.code === selection.departure)
  const stays = durationsOf(p).filter((d) => selection.nights === undefined || d.nights === selection.nights)
  const anchor = anchorOf(p, today)
  let best: { price: number; date: string; departure_city: { code: string; label: string }; nights: number; days: number } | null = null
  for (const date of bookableDates(p, today)) {
    for (const city of cities) {
      for (const stay of stays) {
        const price = priceFor(p, city.code, stay.nights, date, anchor)
        if (!best || price < best.price) best = { price, date, departure_city: city, nights: stay.nights, days: stay.days }
      }
    }
  }
  return best
}

export function departureDates(p: Product, yearMonth: string, today = todayInParis()): string[] {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number]
  const start = Temporal.PlainDate.from({ year: y, month: m, day: 1 })
  const earliest = today.add({ days: 3 })
  const rng = createRng(`${p.product_id}|${yearMonth}`)
  const weekday = rng.int(1, 7)
  const out: string[] = []
  for (let d = start; d.month === m; d = d.add({ days: 1 })) {
    if (Temporal.PlainDate.compare(d, earliest) < 0) continue
    if (p.type_voyage === 'location' || d.dayOfWeek === weekday || rng.chance(0.15)) out.push(d.toString())
  }
  return out
}

export function availabilityProduct(params: Record<string, unknown>): Product {
  const id = intId.safeParse(params.productId)
  const product = id.success ? getProductsById().get(id.data) : undefined
  if (!product) throw notFound('Product')
  return product
}

export function departureOf(p: Product, code: string) {
  const city = departuresOf(p).find((c) => c.code === code.toUpperCase())
  if (!city) throw notFound('Departure city')
  return city
}
