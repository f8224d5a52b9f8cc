import type { TravelType } from '~/api-contract/constants'
import type { Rng } from '../lib/random'
import { accommodationsFor, cruiseThemes, mealPlansFor, partsAgree, prefixesFor, suffixesFor, themeFits, typeFits, type NameFacts } from './coherence'
import { DEPARTURE_CITIES, type Destination } from './destinations'

/** A product's drawn facts before its title, price and pictures are derived from them. */
export interface Draft {
  type: TravelType
  destination: Destination
  stars: number
  prefix: string
  suffix: string
  themes: string[]
  accommodation: string
  minNights: number
  maxNights: number
  mealPlan: string
  departures: { code: string; label: string }[]
  priceType: 'onePersDouble' | 'onePers' | 'byHousing'
}

export const nightsFor = (type: TravelType): readonly number[] =>
  type === 'circuit' ? [6, 7, 9, 11, 13] : type === 'croisiere' ? [4, 6, 7, 10] : [2, 3, 4, 7, 7, 7]
export const EXTRA_NIGHTS = [0, 0, 3, 7, 7, 14] as const

const LONG_HAUL_REGIONS = ['antilles-caraibes', 'ocean-indien', 'asie-oceanie', 'ameriques', 'afrique']

/** Price before reduction, from the product's facts and a draw in [0, 1). */
export function basePrice(type: TravelType, d: Destination, stars: number, minNights: number, draw: number): number {
  const longHaul = LONG_HAUL_REGIONS.includes(d.region)
  const perWeek = type === 'location' ? 180 : longHaul ? 1100 : d.country === 'FR' ? 320 : 520
  return Math.round(perWeek * (0.7 + stars * 0.12) * (0.8 + draw * 0.6) * (minNights / 7 + 0.4))
}

const TYPE_WEIGHTS: Record<TravelType, number> = { sejour: 0.62, circuit: 0.2, croisiere: 0.1, location: 0.08 }
const CIRCUIT_THEMES = ['circuit-organise', 'auto', 'circuit-prive', 'extbal']
const TYPE_THEMES = [...CIRCUIT_THEMES, 'marit', 'fluv']

function typeTheme(type: TravelType, d: Destination, rng: Rng): string[] {
  if (type === 'circuit') return [rng.pick(CIRCUIT_THEMES.filter((t) => themeFits(t, d, '')))]
  if (type === 'croisiere') return [rng.pick(cruiseThemes(d))]
  return []
}

function weightedType(d: Destination, rng: Rng): TravelType {
  const allowed = (Object.keys(TYPE_WEIGHTS) as TravelType[]).filter((t) => typeFits(t, d))
  let roll = rng.next() * allowed.reduce((sum, t) => sum + TYPE_WEIGHTS[t], 0)
  return allowed.find((t) => (roll -= TYPE_WEIGHTS[t]) < 0) ?? allowed[0]!
}

/** A type the place cannot have (a rental in Thailand, a cruise in the Alps): another type, with the facts that depend on it drawn again. */
function retype(draft: Draft, rng: Rng): Draft {
  const d = draft.destination
  const type = weightedType(d, rng)
  const accommodation = rng.pick(accommodationsFor(type, d))
  const minNights = rng.pick(nightsFor(type))
  const themes = [...typeTheme(type, d, rng), ...draft.themes.filter((t) => !TYPE_THEMES.includes(t))]
  return {
    ...draft,
    type,
    stars: type === 'location' && draft.stars > 4 ? rng.int(2, 4) : draft.stars,
    themes,
    accommodation,
    minNights,
    maxNights: Math.min(21, minNights + rng.pick(EXTRA_NIGHTS)),
    mealPlan: rng.pick(mealPlansFor(type, accommodation)),
    departures: type === 'location' ? [] : rng.sample(DEPARTURE_CITIES, rng.int(1, 6)).map((c) => ({ ...c })),
    priceType: type === 'location' ? 'byHousing' : rng.chance(0.85) ? 'onePersDouble' : 'onePers',
  }
}

/** The draft with every contradiction re-picked from `rng` (the product's own); a coherent draft comes back unchanged. */
export function fitDraft(draft: Draft, rng: Rng): Draft {
  const p = typeFits(draft.type, draft.destination) ? { ...draft } : retype(draft, rng)
  const d = p.destination
  const rooms = accommodationsFor(p.type, d)
  if (!rooms.includes(p.accommodation)) p.accommodation = rng.pick(rooms)
  const boards = mealPlansFor(p.type, p.accommodation)
  if (!boards.includes(p.mealPlan as (typeof boards)[number])) p.mealPlan = rng.pick(boards)
  p.themes = p.themes.flatMap((t) => {
    if (themeFits(t, d, p.mealPlan)) return [t]
    return TYPE_THEMES.includes(t) ? typeTheme(p.type, d, rng) : []
  })
  const facts: NameFacts = { type: p.type, destination: d, accommodation: p.accommodation, themes: p.themes }
  const prefixes = prefixesFor(facts)
  const suffixes = suffixesFor(facts)
  if (!prefixes.includes(p.prefix)) p.prefix = rng.pick(prefixes)
  if (!suffixes.includes(p.suffix) || !partsAgree(p.prefix, p.suffix)) {
    const agreeing = suffixes.filter((s) => partsAgree(p.prefix, s))
    if (agreeing.length) p.suffix = rng.pick(agreeing)
    else {
      p.suffix = rng.pick(suffixes)
      p.prefix = rng.pick(prefixes.filter((x) => partsAgree(x, p.suffix)))
    }
  }
  return p
}
