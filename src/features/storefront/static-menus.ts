import { mainSiteUrl } from '~/lib/main-site'
import { currentMonthInParis } from '~/lib/paris-today'
import { PRODUCT_NAME } from './storefront.constants'

/**
 * The storefront's static menus: the mobile menu (storefront-and-holidays.md §2.2) and the
 * legacy desktop menu (§2.5). They need no API call, so they also serve when the header-menu
 * call fails.
 */

export interface StaticLink {
  label: string
  url: string
}

export interface SubPanel {
  id: 'sejours' | 'circuits' | 'vacances-scolaires'
  label: string
  links: StaticLink[]
}

export type MobileMenuEntry = ({ kind: 'link' } & StaticLink) | ({ kind: 'panel' } & SubPanel)

const stay = (region: string) => `/search-products?travelType=sejour&destination=${region}`
const tour = (query: string) => `/search-products?travelType=circuit&${query}`

/**
 * The sections the app itself lists, where the header's links lead too: they open in the app,
 * not in a new tab of the main site. Last minute: this month's departures (read when rendered).
 */
export const SECTION_URLS = {
  flashSales: '/#ventes-flash',
  lastMinute: () => `/search-products?departureYearMonth=${currentMonthInParis()}`,
  rentals: '/search-products?travelType=location',
  mobileHomes: '/search-products?travelType=location&accommodationTypes=mobil-home',
} as const

/** The school holidays, in the order of the school year (main-site pages). */
export const SCHOOL_HOLIDAYS = [
  { id: 'fevrier', label: 'Vacances de février' },
  { id: 'paques', label: 'Vacances de Pâques' },
  { id: 'ponts-de-mai', label: 'Ponts et week-ends de mai' },
  { id: 'ete', label: 'Vacances d’été' },
  { id: 'toussaint', label: 'Vacances de la Toussaint' },
  { id: 'noel', label: 'Vacances de Noël' },
] as const

export const schoolHolidayUrl = (id: string) => mainSiteUrl(`/vacances-scolaires/${id}`)

/**
 * The mobile menu's entries, in order (§2.2). Sections the app lists open in it, as on the
 * desktop header; the main site's own pages (week-ends, ideas, gift boxes, school holidays)
 * open in a new tab, as its links do on desktop.
 */
export const mobileMenu = (): readonly MobileMenuEntry[] => [
  { kind: 'link', label: 'Rechercher un voyage', url: '/search' },
  { kind: 'link', label: 'Retour à l’accueil', url: '/' },
  { kind: 'link', label: 'Ventes Flash', url: SECTION_URLS.flashSales },
  { kind: 'link', label: 'Dernières Minutes', url: SECTION_URLS.lastMinute() },
  {
    kind: 'panel',
    id: 'sejours',
    label: 'Séjours',
    links: [
      { label: 'France', url: stay('france') },
      { label: 'Antilles et Caraïbes', url: stay('antilles-caraibes') },
      { label: 'Océan Indien', url: stay('ocean-indien') },
      { label: 'Pays méditerranéens', url: stay('pays-mediterraneens') },
      { label: 'Canaries et Îles atlantiques', url: stay('canaries-atlantique') },
      { label: 'Maghreb et Orient', url: stay('maghreb-orient') },
      { label: 'Asie et Océanie', url: stay('asie-oceanie') },
    ],
  },
  {
    kind: 'panel',
    id: 'circuits',
    label: 'Circuits',
    links: [
      { label: 'Circuits privés', url: tour('themes=circuit-prive') },
      { label: 'Circuits en voiture', url: tour('themes=auto') },
      { label: 'Europe', url: tour('destination=europe') },
      { label: 'Amériques', url: tour('destination=ameriques') },
      { label: 'Asie', url: tour('destination=asie-oceanie') },
      { label: 'Afrique', url: tour('destination=afrique') },
      { label: 'Maghreb et Orient', url: tour('destination=maghreb-orient') },
    ],
  },
  { kind: 'link', label: 'Locations', url: SECTION_URLS.rentals },
  { kind: 'link', label: 'Mobile-Homes', url: SECTION_URLS.mobileHomes },
  { kind: 'link', label: 'Week-Ends', url: mainSiteUrl('/week-ends') },
  {
    kind: 'panel',
    id: 'vacances-scolaires',
    label: 'Vacances scolaires',
    links: SCHOOL_HOLIDAYS.map((h) => ({ label: h.label, url: schoolHolidayUrl(h.id) })),
  },
  { kind: 'link', label: `Idées ${PRODUCT_NAME}`, url: mainSiteUrl('/idees') },
  { kind: 'link', label: 'Coffrets Cadeaux', url: mainSiteUrl('/coffrets-cadeaux') },
]

export interface LegacyRegion {
  label: string
  destinations: readonly (readonly [code: string, label: string])[]
}

/** 'Toutes nos Destinations' of the legacy menu: regions and their destinations (catalogue codes). */
export const LEGACY_REGIONS: readonly LegacyRegion[] = [
  {
    label: 'France',
    destinations: [
      ['corse', 'Corse'],
      ['cote-azur', 'Côte d’Azur'],
      ['provence', 'Provence'],
      ['bretagne', 'Bretagne'],
      ['alpes', 'Alpes'],
      ['pyrenees', 'Pyrénées'],
      ['landes', 'Landes'],
      ['vendee', 'Vendée'],
      ['alsace', 'Alsace'],
    ],
  },
  {
    label: 'Europe',
    destinations: [
      ['crete', 'Crète'],
      ['cyclades', 'Cyclades'],
      ['sicile', 'Sicile'],
      ['rome', 'Rome'],
      ['majorque', 'Majorque'],
      ['barcelone', 'Barcelone'],
      ['algarve', 'Algarve'],
      ['lisbonne', 'Lisbonne'],
      ['croatie', 'Croatie'],
      ['malte', 'Malte'],
      ['tenerife', 'Tenerife'],
      ['islande', 'Islande'],
    ],
  },
  {
    label: 'Maghreb & Moyen Orient',
    destinations: [
      ['djerba', 'Djerba'],
      ['hammamet', 'Hammamet'],
      ['marrakech', 'Marrakech'],
      ['agadir', 'Agadir'],
      ['hurghada', 'Hurghada'],
      ['louxor', 'Louxor'],
      ['dubai', 'Dubaï'],
      ['petra', 'Pétra'],
      ['antalya', 'Antalya'],
    ],
  },
  {
    label: 'Antilles',
    destinations: [
      ['guadeloupe', 'Guadeloupe'],
      ['martinique', 'Martinique'],
      ['punta-cana', 'Punta Cana'],
      ['cuba', 'Cuba'],
      ['saint-martin', 'Saint-Martin'],
    ],
  },
  {
    label: 'Amériques',
    destinations: [
      ['new-york', 'New York'],
      ['floride', 'Floride'],
      ['ouest-americain', 'Ouest américain'],
      ['quebec', 'Québec'],
      ['mexique', 'Mexique'],
      ['costa-rica', 'Costa Rica'],
      ['perou', 'Pérou'],
    ],
  },
  {
    label: 'Asie & Océan Indien',
    destinations: [
      ['thailande', 'Thaïlande'],
      ['vietnam', 'Viêt Nam'],
      ['japon', 'Japon'],
      ['sri-lanka', 'Sri Lanka'],
      ['inde', 'Inde du Nord'],
      ['reunion', 'La Réunion'],
      ['maurice', 'Île Maurice'],
      ['seychelles', 'Seychelles'],
      ['maldives', 'Maldives'],
      ['madagascar', 'Madagascar'],
    ],
  },
  {
    label: 'Océanie & Pacifique',
    destinations: [
      ['bali', 'Bali'],
      ['polynesie', 'Polynésie française'],
      ['nouvelle-caledonie', 'Nouvelle-Calédonie'],
      ['australie', 'Australie'],
    ],
  },
  {
    label: 'Afrique',
    destinations: [
      ['kenya', 'Kenya'],
      ['afrique-du-sud', 'Afrique du Sud'],
      ['senegal', 'Sénégal'],
      ['zanzibar', 'Zanzibar'],
      ['cap-vert', 'Cap-Vert'],
    ],
  },
]

export const destinationUrl = (code: string) => `/search-products?destination=${code}`

export type LegacyEntry = ({ kind: 'link' } & StaticLink) | { kind: 'school-holidays'; label: string } | { kind: 'destinations'; label: string }

/** The legacy desktop menu's entries, in order (§2.5); the app's sections open in it, as in the mobile menu. */
export const legacyMenu = (): readonly LegacyEntry[] => [
  { kind: 'link', label: 'Accueil', url: '/' },
  { kind: 'link', label: 'Ventes Flash', url: SECTION_URLS.flashSales },
  { kind: 'link', label: 'Dernière Minute', url: SECTION_URLS.lastMinute() },
  { kind: 'link', label: 'Promos', url: mainSiteUrl('/promos') },
  { kind: 'school-holidays', label: 'Vacances Scolaires' },
  { kind: 'link', label: 'Vols', url: '/vol' },
  { kind: 'link', label: 'Ski', url: '/search-products?themes=ski' },
  { kind: 'link', label: 'France', url: destinationUrl('france') },
  { kind: 'link', label: 'Séjours Clubs & Hôtels', url: '/search-products?travelType=sejour&accommodationTypes=club,hotel' },
  { kind: 'link', label: 'Week-end', url: mainSiteUrl('/week-ends') },
  { kind: 'link', label: 'Disneyland & Parcs', url: mainSiteUrl('/disneyland-parcs') },
  { kind: 'link', label: 'Locations & Campings', url: SECTION_URLS.rentals },
  { kind: 'link', label: 'Circuits Croisières', url: '/search-products?travelType=circuit' },
  { kind: 'link', label: 'Inspirez Moi', url: mainSiteUrl('/inspirez-moi') },
  { kind: 'destinations', label: 'Toutes nos Destinations' },
]
