import type { FlightRoute, Solution } from '~/api-contract/flights'
import { lazyFormat } from 'design-system'

/**
 * CO₂ of a trip per passenger, from the estimate the API gives each segment (`co2Kg`): summed
 * here, never computed again (the method is the API's: demo-api/flights/emissions.ts).
 */

type RouteLike = Pick<FlightRoute, 'segments'>

/** kg per passenger over routes; null when a segment has no estimate (a partial sum would flatter it). */
export function routesCo2(routes: readonly RouteLike[]): number | null {
  let sum = 0
  for (const route of routes)
    for (const segment of route.segments) {
      if (typeof segment.co2Kg !== 'number') return null
      sum += segment.co2Kg
    }
  return Math.round(sum)
}

export const solutionCo2 = (s: Pick<Solution, 'routes'>) => routesCo2(s.routes)

/**
 * The highest CO₂ of the lowest third of a result set ('Émissions plus faibles'): a trip at or
 * under it is in the lowest third; null when no trip has an estimate.
 */
export function lowEmissionsMax(values: Iterable<number | null>): number | null {
  const known: number[] = []
  for (const v of values) if (v !== null) known.push(v)
  if (known.length === 0) return null
  known.sort((a, b) => a - b)
  return known[Math.ceil(known.length / 3) - 1]!
}

export const isLowEmissions = (co2: number | null, max: number | null | undefined) => co2 !== null && max != null && co2 <= max

const kgFormat = lazyFormat(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }))
/** '1 234 kg de CO₂' */
export const formatCo2 = (kg: number) => `${kgFormat().format(kg)} kg de CO₂`

/** What the estimate weighs: the card's tooltip and the detail panel's note. */
export const EMISSIONS_METHOD =
  "Estimation par passager selon la méthode de l'OACI : distance parcourue, nombre de vols (décollages et atterrissages) et classe de cabine."
