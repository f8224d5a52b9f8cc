import type { PriceAlert } from '~/api-contract/price-alerts'
import { passengerDescription, toSearchData, tripSearchParams, type FlightSearchParams, type SearchData, type SearchUrlParams } from '~/features/flights'
import { formatDate } from '~/lib/format'

/** What a price alert watches, and how it reads: pure, shared by the server and the pages. */

/** The search a results page can watch: a complete one-way or round trip; null otherwise (multi-destination). */
export function watchableSearch(params: FlightSearchParams): SearchData | null {
  return params._type === 'multiDestinations' ? null : toSearchData(params)
}

/** Same places, dates and passengers: what the API counts as one alert. */
export function sameSearch(a: SearchData, b: SearchData): boolean {
  return (
    a.adults === b.adults &&
    a.childrens === b.childrens &&
    a.infants === b.infants &&
    a.segments.length === b.segments.length &&
    a.segments.every((s, i) => {
      const other = b.segments[i]!
      return s.from.toUpperCase() === other.from.toUpperCase() && s.to.toUpperCase() === other.to.toUpperCase() && s.date === other.date
    })
  )
}

/** 'Paris → Nice' (the API's names). */
export const routeText = (alert: PriceAlert) => `${alert.origin.name} → ${alert.destination.name}`

/** 'Aller-retour du 7 janv. 2027 au 14 janv. 2027' or 'Aller simple le 7 janv. 2027'. */
export function datesText(alert: PriceAlert): string {
  const [outbound, inbound] = alert.search_data.segments
  return inbound ? `Aller-retour du ${formatDate(outbound!.date)} au ${formatDate(inbound.date)}` : `Aller simple le ${formatDate(outbound!.date)}`
}

/** '2 adultes, 1 enfant'. */
export function passengersText({ search_data: d }: PriceAlert): string {
  return passengerDescription({ adults: { number: d.adults }, childrens: { number: d.childrens }, infants: { number: d.infants } })
}

/** The /search parameters of the alert's results (its search, with the API's names). */
export function alertSearchParams(alert: PriceAlert): SearchUrlParams {
  const [outbound, inbound] = alert.search_data.segments
  const { adults, childrens, infants } = alert.search_data
  return tripSearchParams({
    from: outbound!.from,
    fromLabel: alert.origin.name,
    to: outbound!.to,
    toLabel: alert.destination.name,
    departure: outbound!.date,
    ...(inbound ? { return: inbound.date } : {}),
    adults,
    childrens,
    infants,
  })
}

/** The change from the price at creation: '-39,03 € (-7 %)' as numbers; null when either is unknown. */
export function priceChange(alert: PriceAlert): { amount: number; percent: number } | null {
  const { initial_price: before, current_price: now } = alert
  if (before === null || now === null || before === 0) return null
  return { amount: Math.round((now - before) * 100) / 100, percent: Math.round(((now - before) / before) * 100) }
}
