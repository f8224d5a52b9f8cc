/** The product page's choice of departure, duration and month, from the URL and the replies. */
export interface Departure {
  code: string
  label: string
  min_price: number
}
export interface Duration {
  nights: number
  days: number
  label: string
  min_price: number
}
export interface BestPrice {
  date: string
  nights: number
  departure_city: { code: string; label: string }
}

export interface AvailabilityChoice {
  code?: string
  nights?: number
  days?: number
  yearMonth: string
}

/** The URL's departure when the product has it, else the best price's, else the first. */
export function chooseDeparture(departures: readonly Departure[] | undefined, wanted: string | undefined, best: BestPrice | undefined): string | undefined {
  if (!departures?.length) return undefined
  const has = (code: string | undefined) => code && departures.some((d) => d.code === code)
  if (has(wanted)) return wanted
  if (has(best?.departure_city.code)) return best!.departure_city.code
  return departures[0]!.code
}

/**
 * The duration shown: the URL's (`nights`) when offered; else, within the search's stay
 * (`minMaxNights` 'min,max', e.g. '7,7' for 'Une semaine'), the best price's, else the first;
 * else the best price's, else the shortest.
 */
export function chooseDuration(
  durations: readonly Duration[] | undefined,
  wanted: { nights?: number | undefined; minMaxNights?: string | undefined },
  best: BestPrice | undefined,
): Duration | undefined {
  if (!durations?.length) return undefined
  const [min, max] = wanted.minMaxNights ? (wanted.minMaxNights.split(',').map(Number) as [number, number]) : [0, Infinity]
  const inStay = durations.filter((d) => d.nights >= min && d.nights <= max)
  const bestOf = (list: readonly Duration[]) => list.find((d) => d.nights === best?.nights)
  return durations.find((d) => d.nights === wanted.nights) ?? bestOf(inStay) ?? inStay[0] ?? bestOf(durations) ?? durations[0]
}

/** The URL's month if not past, else the best price's month, else this month. */
export function chooseMonth(wanted: string | undefined, best: BestPrice | undefined, current: string): string {
  if (wanted && wanted >= current) return wanted
  if (best && best.date.slice(0, 7) >= current) return best.date.slice(0, 7)
  return current
}

/** 'YYYY-MM' shifted by n months. */
export function addMonths(yearMonth: string, n: number): string {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number]
  const index = y * 12 + (m - 1) + n
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}
