import type { TravelType } from '~/api-contract/constants'
import type { Destination, Scene, Trait } from './destinations'

/**
 * What fits together in a seeded product: travel type ↔ destination, accommodation, meal plan,
 * themes and name. The generator re-picks what breaks these rules; the seed's test checks them.
 */

export const MEAL_PLANS = ['Logement seul', 'Petit-déjeuner', 'Demi-pension', 'Pension complète', 'Tout compris'] as const
export type MealPlan = (typeof MEAL_PLANS)[number]

export const NAME_PARTS = {
  sejour: {
    prefix: ['Club', 'Hôtel', 'Resort', 'Club Jet tours', 'Hôtel Les', 'Kappa Club', 'Marmara', 'Framissima', 'Héliades', 'Lookéa'],
    suffix: [
      'Beach',
      'Palace',
      'Royal',
      'Garden',
      'Lagoon',
      'Bay',
      'Sun',
      'Paradise',
      'Dunes',
      'Oasis',
      'Palmeraie',
      'Azur',
      'Les Pins',
      'Le Phare',
      'Belvédère',
    ],
  },
  circuit: {
    prefix: ['Grand tour', 'Splendeurs', 'Merveilles', 'Échappée', 'Trésors', 'Immersion', 'Road trip', 'Découverte', 'Les essentiels', 'Escapade'],
    suffix: ['en liberté', 'en petit groupe', 'authentique', 'et extension balnéaire', 'en autotour', 'privé', 'des grands sites', 'nature'],
  },
  croisiere: {
    prefix: ['Croisière', 'Escales', 'Cap sur', 'Au fil de', 'Odyssée', 'Horizons'],
    suffix: ['à bord du MSC Grandiosa', 'à bord du Costa Smeralda', 'en bateau fluvial', 'en voilier', 'à bord du Symphony', 'en catamaran'],
  },
  location: {
    prefix: ['Résidence', 'Camping', 'Village vacances', 'Domaine', 'Villas', 'Mobil-homes'],
    suffix: ['Les Oliviers', 'La Pinède', 'Les Mouettes', 'Le Lagon', 'Les Cigales', 'Bellevue', 'Les Dunes', 'Le Moulin'],
  },
} as const satisfies Record<TravelType, { prefix: readonly string[]; suffix: readonly string[] }>

const has = (d: Destination, trait: Trait) => d.traits.includes(trait)

/** Rentals where French holiday-makers rent: France, and the European Mediterranean coast next door (Spain, Italy, Croatia, Portugal). */
const RENTAL_COUNTRIES = ['ES', 'IT', 'HR', 'PT']
export const rentsHere = (d: Destination) => d.country === 'FR' || (d.region === 'pays-mediterraneens' && RENTAL_COUNTRIES.includes(d.country))

/** Cruise kinds a destination sails: sea cruises from a coast, river cruises on a navigable river. */
export const cruiseThemes = (d: Destination): ('marit' | 'fluv')[] => [
  ...(has(d, 'sea') ? (['marit'] as const) : []),
  ...(has(d, 'river') ? (['fluv'] as const) : []),
]

export function typeFits(type: TravelType, d: Destination): boolean {
  if (type === 'croisiere') return cruiseThemes(d).length > 0
  if (type === 'location') return rentsHere(d)
  return true
}

const LODGE_SCENES: readonly Scene[] = ['countryside', 'mountain', 'tropical', 'desert', 'snow']

/** Accommodation types for a type at a place: riads only in Morocco, lodges in the wild, clubs and campings out of cities and snow. */
export function accommodationsFor(type: TravelType, d: Destination): string[] {
  const riad = d.country === 'MA' ? ['riad'] : []
  switch (type) {
    case 'croisiere':
      return ['bateau']
    case 'location':
      return ['residence', 'villa', ...(d.scene === 'snow' || d.scene === 'city' ? [] : ['mobil-home', 'camping'])]
    case 'circuit':
      return ['hotel', ...(LODGE_SCENES.includes(d.scene) ? ['lodge'] : []), ...riad]
    case 'sejour':
      return ['hotel', 'residence', ...(d.scene === 'city' ? [] : ['club']), ...riad]
  }
}

/** Board: rentals are sold without transport or meals; every package with flights includes at least breakfast. */
export function mealPlansFor(type: TravelType, accommodation: string): readonly MealPlan[] {
  if (type === 'location') return ['Logement seul']
  if (type === 'croisiere') return ['Pension complète']
  if (type === 'circuit') return ['Petit-déjeuner', 'Demi-pension', 'Pension complète']
  if (accommodation === 'club') return ['Demi-pension', 'Pension complète', 'Tout compris']
  if (accommodation === 'riad' || accommodation === 'residence') return ['Petit-déjeuner', 'Demi-pension']
  return ['Petit-déjeuner', 'Demi-pension', 'Pension complète', 'Tout compris']
}

/** A theme contradicted by the product: the beach without a beach, 'all inclusive' without that board, an extension by the sea without one. */
export function themeFits(theme: string, d: Destination, mealPlan: string): boolean {
  if (theme === 'plage' || theme === 'extbal') return has(d, 'beach')
  if (theme === 'all-inclusive') return mealPlan === 'Tout compris'
  if (theme === 'marit' || theme === 'fluv') return cruiseThemes(d).includes(theme)
  return true
}

const SEJOUR_PREFIXES: Record<string, readonly string[]> = {
  hotel: ['Hôtel', 'Hôtel Les', 'Resort', 'Héliades'],
  club: ['Club', 'Club Jet tours', 'Kappa Club', 'Marmara', 'Framissima', 'Lookéa'],
  residence: ['Résidence'],
  riad: ['Riad'],
}
const RENTAL_PREFIXES: Record<string, readonly string[]> = {
  residence: ['Résidence', 'Village vacances', 'Domaine'],
  villa: ['Villas', 'Domaine'],
  camping: ['Camping', 'Domaine'],
  'mobil-home': ['Mobil-homes', 'Camping', 'Domaine'],
}
/** Each circuit suffix promises a way of travelling (the circuit's theme) or a place; unlisted ones fit anywhere. */
const CIRCUIT_SUFFIX_THEME: Record<string, string> = {
  'en liberté': 'auto',
  'en autotour': 'auto',
  'en petit groupe': 'circuit-organise',
  privé: 'circuit-prive',
  'et extension balnéaire': 'extbal',
}
const warm = (d: Destination) => has(d, 'beach') || d.scene === 'desert' || d.scene === 'tropical'
/** What a stay or rental suffix says about the place; unlisted ones fit anywhere. */
const PLACE_SUFFIX: Record<string, (d: Destination) => boolean> = {
  Beach: (d) => has(d, 'beach'),
  Bay: (d) => has(d, 'sea'),
  'Le Phare': (d) => has(d, 'sea'),
  Azur: (d) => has(d, 'sea') && warm(d),
  Lagoon: (d) => has(d, 'beach') && d.scene === 'tropical',
  'Le Lagon': (d) => has(d, 'beach') && d.scene === 'tropical',
  Dunes: (d) => has(d, 'beach') || d.scene === 'desert',
  'Les Dunes': (d) => has(d, 'beach'),
  Sun: warm,
  Paradise: warm,
  Oasis: (d) => d.scene === 'desert' || d.scene === 'tropical' || d.region === 'maghreb-orient',
  Palmeraie: (d) => d.scene === 'desert' || d.scene === 'tropical' || d.region === 'maghreb-orient',
  'Les Pins': (d) => has(d, 'south') || has(d, 'pines'),
  'La Pinède': (d) => has(d, 'south') || has(d, 'pines'),
  'Les Oliviers': (d) => has(d, 'south'),
  'Les Cigales': (d) => has(d, 'south'),
  'Les Mouettes': (d) => has(d, 'sea'),
}
const RIVER_SUFFIXES = ['en bateau fluvial']

export interface NameFacts {
  type: TravelType
  destination: Destination
  accommodation: string
  themes: readonly string[]
}

/** Name prefixes that fit a product: a stay's or a rental's says its accommodation. */
export function prefixesFor(f: NameFacts): readonly string[] {
  if (f.type === 'sejour') return SEJOUR_PREFIXES[f.accommodation] ?? []
  if (f.type === 'location') return RENTAL_PREFIXES[f.accommodation] ?? []
  return NAME_PARTS[f.type].prefix
}

/** Name suffixes that fit a product: its place, its way of travelling, its kind of cruise. */
export function suffixesFor(f: NameFacts): readonly string[] {
  if (f.type === 'croisiere') {
    const river = f.themes.includes('fluv')
    return NAME_PARTS.croisiere.suffix.filter((s) => RIVER_SUFFIXES.includes(s) === river)
  }
  if (f.type === 'circuit') return NAME_PARTS.circuit.suffix.filter((s) => !(s in CIRCUIT_SUFFIX_THEME) || f.themes.includes(CIRCUIT_SUFFIX_THEME[s]!))
  const place = f.destination
  const suffixes: readonly string[] = NAME_PARTS[f.type].suffix
  return suffixes.filter((s) => PLACE_SUFFIX[s]?.(place) ?? true)
}

/** How a name prefix takes the place after it: with its article after 'Cap sur', 'de' contracted after 'Au fil'; the others its bare name. */
const PLACE_AFTER: Record<string, (d: Destination) => string> = {
  'Cap sur': (d) => `Cap sur ${d.the}`,
  'Au fil de': (d) => `Au fil ${d.of}`,
}

/** A product's title from its name parts (a circuit's and a cruise's name the place; a stay's its stars). */
export function buildTitle(type: TravelType, d: Destination, prefix: string, suffix: string, stars: number): string {
  const named = PLACE_AFTER[prefix]?.(d) ?? `${prefix} ${d.label}`
  return `${type === 'circuit' || type === 'croisiere' ? named : prefix} ${suffix}${type === 'sejour' ? ` ${stars}*` : ''}`
}

/** Whether a prefix and a suffix read well together ('Hôtel Les' needs a plural noun after it). */
export const partsAgree = (prefix: string, suffix: string) => prefix !== 'Hôtel Les' || suffix === 'Dunes'
