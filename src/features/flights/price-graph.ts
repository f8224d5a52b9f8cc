import { Temporal } from 'temporal-polyfill'
import { MAX_PASSENGERS } from '~/api-contract/constants'
import type { MonthPrices } from '~/api-contract/flights'
import { formatPrice } from 'design-system'
import { formatLongDay } from '~/lib/format'
import { calendarPricesOf, type MonthPricesSearch } from './month-prices'
import { shiftDays } from './search-dates'
import type { FlightSearchParams } from './search.schema'

/**
 * The results' price graph ('Évolution des prix'): the lowest price of each departure day ±30
 * days around the search, for its route, passengers and stay, from the date picker's month
 * prices (one cached server computation per month). It does not follow the results' filters.
 */

export const PRICE_GRAPH_SPAN = 30

export interface PriceGraphWindow {
  /** What the month prices are asked for (the search's route, passengers and stay). */
  search: MonthPricesSearch
  /** The searched departure. */
  current: string
  first: string
  last: string
  /** YYYY-MM of every month from `first` to `last`: one month-prices call each. */
  months: string[]
}

type GraphSearch = Pick<FlightSearchParams, '_type' | 'from' | 'to' | 'fromType' | 'toType' | 'departure' | 'return' | 'adults' | 'childrens' | 'infants'>

/**
 * The days the graph shows for a search: ±30 days around its departure within the dates a
 * search may have (`min`, `max`: the date picker's), and what to ask the month prices. Null for
 * what has no such prices: a multi-destination, an incomplete search, a stay over 60 nights,
 * passengers the search refuses.
 */
export function priceGraphWindow(p: GraphSearch, { min, max }: { min: string; max: string }): PriceGraphWindow | null {
  if (p._type === 'multiDestinations' || !p.from || !p.to || !p.departure) return null
  const oneWay = p._type === 'oneWay'
  const fromType = p.fromType ?? 'City'
  const toType = p.toType ?? 'City'
  if (fromType.length > 40 || toType.length > 40) return null
  if (p.adults < 1 || p.infants > p.adults || p.adults + p.childrens + p.infants > MAX_PASSENGERS) return null
  const search = calendarPricesOf(
    {
      from: { code: p.from, type: fromType },
      to: { code: p.to, type: toType },
      departure: p.departure,
      return: p.return ?? '',
      adults: p.adults,
      childrens: p.childrens,
      infants: p.infants,
    },
    oneWay,
  )
  if (!search || (!oneWay && search.stay === null)) return null
  const before = shiftDays(p.departure, -PRICE_GRAPH_SPAN)
  const after = shiftDays(p.departure, PRICE_GRAPH_SPAN)
  const first = before < min ? min : before
  const last = after > max ? max : after
  if (first > last) return null
  const months: string[] = []
  const end = Temporal.PlainYearMonth.from(last.slice(0, 7))
  for (let m = Temporal.PlainYearMonth.from(first.slice(0, 7)); Temporal.PlainYearMonth.compare(m, end) <= 0; m = m.add({ months: 1 }))
    months.push(m.toString())
  return { search, current: p.departure, first, last, months }
}

export interface GraphDay {
  date: string
  /** The round trip's return that day (same stay); null for a one way or a day without flights. */
  return: string | null
  /** The cheapest total price of the day (all passengers); null: no flight. */
  price: number | null
  /** The lowest price of the graph. */
  cheapest: boolean
  /** The searched day. */
  current: boolean
}

/** The graph's days, in order, from the months' prices (every day of the window once). */
export function graphDays(window: PriceGraphWindow, months: readonly MonthPrices[]): GraphDay[] {
  const days = months
    .flatMap((m) => m.days)
    .filter((d) => d.date >= window.first && d.date <= window.last)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .filter((d, i, all) => i === 0 || all[i - 1]!.date !== d.date)
  const prices = days.map((d) => d.price).filter((p): p is number => p !== null)
  const lowest = prices.length ? Math.min(...prices) : null
  return days.map((d) => ({
    date: d.date,
    return: d.price === null ? null : d.return,
    price: d.price,
    cheapest: d.price !== null && d.price === lowest,
    current: d.date === window.current,
  }))
}

/** A day's accessible name: 'mardi 8 décembre, 329,00 €', ', prix le plus bas', 'aucun vol'. */
export function graphDayLabel(day: GraphDay): string {
  const date = formatLongDay(day.date)
  if (day.price === null) return `${date}, aucun vol`
  return `${date}, ${formatPrice(day.price)}${day.cheapest ? ', prix le plus bas' : ''}`
}

/** What the graph's prices are, under its title: the strip's wording, with the stay. */
export function graphCaption(window: PriceGraphWindow, filtered: boolean): string {
  const { stay } = window.search
  const trip = stay === null ? 'aller simple' : stay === 0 ? 'aller-retour dans la journée' : `séjour de ${stay} nuit${stay > 1 ? 's' : ''}`
  return `Prix les plus bas par date de départ (${trip})${filtered ? ', sans vos filtres' : ''}`
}
