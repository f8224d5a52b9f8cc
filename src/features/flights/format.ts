import type { FlightRoute, Solution } from '~/api-contract/flights'
import { lazyFormat } from 'design-system'

/** Display helpers of flight results (fr-FR). Dates are local ISO strings YYYY-MM-DDTHH:mm. */

export function formatMinutes(total: number): string {
  const h = Math.floor(total / 60)
  const m = total % 60
  if (h === 0) return `${m} min`
  return `${h} h ${String(m).padStart(2, '0')}`
}

/** 'h:mm' from the API → minutes. */
export function parseDuration(value: string): number {
  const [h, m] = value.split(':').map(Number) as [number, number]
  return h * 60 + m
}

export const timeOf = (iso: string) => iso.slice(11, 16)

const dayNumber = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000

/** Days between two local date-times' dates (arrival 'J+n'). */
export const dayOffset = (from: string, to: string) => Math.round(dayNumber(to) - dayNumber(from))

export function stopsLabel(stops: number): string {
  return stops === 0 ? 'Direct' : stops === 1 ? '1 escale' : `${stops} escales`
}

export const isTrain = (route: FlightRoute) => route.segments.some((s) => s.equipment === 'TRN')

export function passengerDescription(s: Pick<Solution, 'adults' | 'childrens' | 'infants'>): string {
  const parts = [
    [s.adults.number, 'adulte', 'adultes'],
    [s.childrens.number, 'enfant', 'enfants'],
    [s.infants.number, 'bébé', 'bébés'],
  ] as const
  return parts
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n} ${n > 1 ? many : one}`)
    .join(', ')
}

/** Start or end airports differ across the routes of the trip. */
export function differentAirports(s: Solution): boolean {
  if (s.routes.length < 2) return false
  for (let i = 1; i < s.routes.length; i++) {
    const previous = s.routes[i - 1]!
    const route = s.routes[i]!
    if (previous.segments.at(-1)!.arrival !== route.segments[0]!.departure) return true
  }
  return s.routes[0]!.segments[0]!.departure !== s.routes.at(-1)!.segments.at(-1)!.arrival && s.routes.length === 2
}

const markFormat = lazyFormat(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }))
/** '8,4' */
export const formatMark = (mark: number) => markFormat().format(mark)
