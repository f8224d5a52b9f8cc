import { TRAVEL_TYPE_LABELS } from './url-constants'
import type { ProductSearchParams } from './search.schema'

/**
 * A listing's title and canonical parts, for its page and its route's head (which every page
 * loads: this module stays small).
 */

/** Destination code → label (from the search options). */
export type DestinationLabels = ReadonlyMap<string, string>
export const destinationLabels = (options: { destination?: readonly { code: string; label: string }[] } | undefined): DestinationLabels =>
  new Map(options?.destination?.map((d) => [d.code, d.label]))

/** Parameters that change how results are shown, not which: left out of a listing's canonical URL. */
export const PRESENTATION_KEYS = ['layout', 'map', 'compare'] as const

export function resultsTitle(p: Pick<ProductSearchParams, 'travelType' | 'destination'>, labels: DestinationLabels): string {
  const type = p.travelType ? TRAVEL_TYPE_LABELS[p.travelType] : 'Séjours, circuits et croisières'
  const destination = p.destination ? (labels.get(p.destination) ?? null) : null
  return destination ? `${type} : ${destination}` : type
}
