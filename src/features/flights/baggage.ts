import type { BrandedFare, FlightRoute, Segment } from '~/api-contract/flights'

/**
 * The one source of a trip's baggage allowance: the result card, the detail panel, the fare
 * list and the booking's fare step all read it from here, so they cannot contradict each other.
 *
 * Without a chosen fare option it comes from the segment fares (baggagePieces, baggageWeight and
 * the 'Bagage cabine' option); a chosen branded fare replaces it with its own services (icons
 * 'cabin-bag' and 'luggage'). The segment fare options that describe baggage are folded into
 * these two lines, never listed again ({@link isBaggageOption}).
 */

export interface BagLine {
  included: boolean
  /** 'Bagage cabine 12 kg', '2 bagages en soute 23 kg', 'Bagage en soute' (none included). */
  label: string
  /** ' inclus', ' (payant)', ' non inclus': the status, read after the label. */
  status: string
}

export interface BaggageAllowance {
  cabin: BagLine
  checked: BagLine & { pieces: number; weight: number | null }
}

type RouteLike = Pick<FlightRoute, 'baggages'> & { segments: readonly Pick<Segment, 'fare'>[] }
type FareLike = Pick<BrandedFare, 'services'>

const CABIN = /bagage[s]?\s+cabine/i
const CHECKED = /bagages?\s+(en\s+)?soute/i

/** A segment fare option (or branded fare service) that describes baggage: shown by the baggage lines only. */
export function isBaggageOption(description: string): boolean {
  return CABIN.test(description) || CHECKED.test(description)
}

const kg = (text: string): number | null => {
  const m = /(\d+(?:[.,]\d+)?)\s*kg/i.exec(text)
  return m ? Number(m[1]!.replace(',', '.')) : null
}
const count = (text: string): number | null => {
  const m = /^\s*(\d+)\s+bagages?/i.exec(text)
  return m ? Number(m[1]) : null
}

/** Without an included bag, no weight: the same line whatever the source says of a bag one would pay for. */
function checkedLabel(pieces: number, weight: number | null): string {
  const w = weight ? ` ${weight} kg` : ''
  if (pieces <= 0) return 'Bagage en soute'
  return `${pieces} bagage${pieces > 1 ? 's' : ''} en soute${w}`
}

/** ' inclus' / ' non inclus' agreeing with a service's first noun: 'Modification incluse', 'Choix du siège inclus'. */
export function serviceStatus(name: string, included: boolean): string {
  const noun = name.trim().split(/\s+/)[0]!.toLowerCase()
  const feminine = /(tion|sion|té|ance|ence|ure)s?$/.test(noun)
  const ending = feminine ? (noun.endsWith('s') ? 'es' : 'e') : ''
  return `${included ? ' inclus' : ' non inclus'}${ending}`
}

const status = (included: boolean, chargeable: boolean) => (included ? ' inclus' : chargeable ? ' (payant)' : ' non inclus')

/**
 * The baggage allowance of routes (one route for a card, all the solution's routes for the
 * panel), optionally under a chosen branded fare. A trip includes a checked bag only if every
 * segment of every route does (the fewest pieces win).
 */
export function baggageAllowance(routes: readonly RouteLike[], fareOption?: FareLike | null): BaggageAllowance {
  const fares = routes.flatMap((r) => r.segments.map((s) => s.fare))
  const segmentPieces = Math.min(...routes.map((r) => r.baggages), ...fares.map((f) => f.baggagePieces))
  const pieces0 = Number.isFinite(segmentPieces) ? Math.max(0, segmentPieces) : 0
  const weight0 = fares.find((f) => f.baggageWeight)?.baggageWeight ?? null
  const options = fares.flatMap((f) => f.options)
  const checkedOption = options.find((o) => CHECKED.test(o.description))
  const cabinOption = options.find((o) => CABIN.test(o.description))

  const luggage = fareOption?.services.find((s) => s.icon === 'luggage' || CHECKED.test(s.name))
  const cabinService = fareOption?.services.find((s) => s.icon === 'cabin-bag' || CABIN.test(s.name))

  let pieces = pieces0
  let weight = weight0 ?? (checkedOption ? kg(checkedOption.description) : null)
  // Not included in one of the ways but sold there: payable (a way's fare may include it while another's sells it).
  let chargeable = options.some((o) => CHECKED.test(o.description) && o.indicator === 'Chargeable')
  if (luggage) {
    pieces = luggage.isIncluded ? (count(luggage.name) ?? Math.max(1, pieces0)) : 0
    weight = kg(luggage.name) ?? weight
    chargeable = !luggage.isIncluded
  }
  const checkedIncluded = pieces > 0

  const cabinIncluded = cabinService ? cabinService.isIncluded : cabinOption ? cabinOption.indicator === 'Included' : true
  const cabinWeight = kg(cabinService?.name ?? '') ?? kg(cabinOption?.description ?? '')
  const cabinChargeable = cabinService ? !cabinService.isIncluded : cabinOption?.indicator === 'Chargeable'

  return {
    cabin: { included: cabinIncluded, label: `Bagage cabine${cabinWeight ? ` ${cabinWeight} kg` : ''}`, status: status(cabinIncluded, cabinChargeable) },
    checked: {
      included: checkedIncluded,
      pieces,
      weight,
      label: checkedLabel(pieces, weight),
      status: status(checkedIncluded, !checkedIncluded && chargeable),
    },
  }
}

/** The whole line as read: 'Bagage en soute 23 kg non inclus'. */
export const bagText = (line: BagLine) => `${line.label}${line.status}`
