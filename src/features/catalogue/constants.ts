import type { TravelType } from '~/api-contract/constants'

export { CRUISE_THEMES, SORTS, STAR_CATEGORIES, TRAVEL_TYPE_LABELS } from './url-constants'

/**
 * The catalogue's business constants and French labels (storefront-and-holidays.md §2.9–§2.15,
 * §9). Plain values without zod; those the URL schema and page titles need live in url-constants.ts.
 */

export const ALL_OFFERS_LABEL = 'Nos offres'

/** Sub-tabs of the search bar's tabs, with the theme each presets (§2.9). */
export const STAY_MODES = [
  { id: 'hotel-club', label: 'Hôtel ou club' },
  { id: 'hotel-flight', label: 'Hôtel + vol' },
  { id: 'rentals', label: 'Locations & campings' },
] as const
export type StayMode = (typeof STAY_MODES)[number]['id']

export const TOUR_MODES = [
  { id: 'all', label: 'Tous les circuits', theme: null },
  { id: 'circuit-organise', label: 'Circuits Organisés', theme: 'circuit-organise' },
  { id: 'auto', label: 'Circuits en voitures', theme: 'auto' },
  { id: 'circuit-prive', label: 'Circuits privés', theme: 'circuit-prive' },
  { id: 'extbal', label: 'Circuits avec extension', theme: 'extbal' },
] as const
export const CRUISE_MODES = [
  { id: 'all', label: 'Toutes les croisières', theme: null },
  { id: 'marit', label: 'Croisières maritimes', theme: 'marit' },
  { id: 'fluv', label: 'Croisières fluviales', theme: 'fluv' },
] as const

/** The bar's top tabs (default: stays). */
export const SEARCH_TABS = [
  { id: 'sejour', label: 'Séjours' },
  { id: 'circuit', label: 'Circuits' },
  { id: 'croisiere', label: 'Croisières' },
  { id: 'vol', label: 'Vols' },
] as const
export type SearchTab = (typeof SEARCH_TABS)[number]['id']

/** Option loading per form (§7 "other calls"): travel types, accommodation types, top-destinations key. */
export const FORM_OPTIONS = {
  'hotel-club': { travelType: 'sejour', accommodationTypes: ['hotel', 'club'], topKey: 'sejours.hotel-ou-club' },
  rentals: { travelType: 'location', accommodationTypes: [], topKey: 'sejours.locations-and-campings' },
  circuit: { travelType: 'circuit', accommodationTypes: [], topKey: 'circuits' },
  croisiere: { travelType: 'croisiere', accommodationTypes: [], topKey: 'croisieres' },
} as const satisfies Record<string, { travelType: TravelType; accommodationTypes: readonly string[]; topKey: string }>
export type FormKind = keyof typeof FORM_OPTIONS
export type TopDestinationsKey = (typeof FORM_OPTIONS)[FormKind]['topKey']

/** Duration presets (§9), as min,max nights; 'Peu importe' is no constraint. */
export const DURATION_PRESETS = [
  { value: '', label: 'Peu importe' },
  { value: '0,7', label: "Moins d'une semaine" },
  { value: '7,7', label: 'Une semaine' },
  { value: '7,14', label: 'Entre une et deux semaines' },
  { value: '14,14', label: 'Deux semaines' },
  { value: '15,90', label: 'Plus de deux semaines' },
] as const
export const DURATION_DAYS_MAX = 90

/** Date tolerance chips (§2.10, §9), in days. */
export const DATE_TOLERANCES = [
  { days: 0, label: 'Date exacte' },
  { days: 1, label: '1 jour' },
  { days: 2, label: '2 jours' },
  { days: 4, label: '4 jours' },
  { days: 7, label: '1 semaine' },
  { days: 14, label: '2 semaines' },
] as const
export const MONTH_TILES = 24

/** Pickers: debounce, capped destination results, the spec's default departures (§9). */
export const SEARCH_DEBOUNCE_MS = 300
export const DESTINATION_RESULTS_MAX = 10
export const SUGGESTED_DEPARTURES = ['TLS', 'LYS', 'MRS', 'NCE', 'PAR', 'ORY'] as const
export const RECENT_ENTRIES_MAX = 5

/** Hotel + flight rooms (§5, §9). */
export const MAX_ROOMS = 4
export const ADULTS_PER_ROOM = { min: 1, max: 6 } as const
export const CHILDREN_PER_ROOM = { min: 0, max: 4 } as const
export const CHILD_MAX_AGE = 17
/** The hotel + flight form's messages (§5), shown together in a warning banner. */
export const HOTEL_FLIGHT_MESSAGES = {
  departureDateRequired: 'La date de départ est requise',
  returnDateRequired: 'La date de retour est requise',
  departureRequired: 'La ville de départ est requise',
  destinationRequired: 'La destination est requise',
  maxRooms: 'Maximum 4 chambres',
  childBirthDateRequired: (n: number) => `Veuillez renseigner la date de naissance de tous les enfants dans la chambre ${n}.`,
  childBirthDateInvalid: (n: number) => `Veuillez renseigner des dates de naissance valides pour tous les enfants dans la chambre ${n}.`,
  childTooOld: (n: number) => `Tous les enfants dans la chambre ${n} doivent avoir moins de 18 ans.`,
} as const

/** Results: page size (1, 2 and 3 columns divide it), sentinel, filters (§2.14, §9). */
export const RESULTS_PAGE_SIZE = 24
/**
 * The results the server's page carries: the cards its HTML shows (two grid rows of three, or
 * the list rows of its first screen). The rest of the first page comes once the page is live.
 */
export const SERVER_FIRST_PRODUCTS = 6
export const SENTINEL_ROOT_MARGIN = '100px'
/** Reviews with text shown a page at a time on the product page. */
export const REVIEWS_PAGE_SIZE = 5
export const SENTINEL_THRESHOLD = 0.1
export const FILTER_ITEMS_VISIBLE = 8
export const SCORE_FILTERS = [
  { code: 9, label: 'Excellent' },
  { code: 8, label: 'Superbe ou +' },
  { code: 7, label: 'Très bien ou +' },
  { code: 6, label: 'Bien ou +' },
  { code: 5, label: 'Suffisant ou +' },
] as const

/** Cards: images, discount threshold, price units, the cruise fee note (§2.15, §9). */
export const CARD_IMAGES_MAX = 15
export const DISCOUNT_THRESHOLD = 5
export const PRICE_UNITS = { onePersDouble: 'par personne', onePers: 'par personne', byHousing: 'par logement' } as const
export const CRUISE_PRODUCT_TYPE = 'CR'
export const CRUISE_FEE_NOTE = 'Forfait de séjour à bord à régler sur place'
