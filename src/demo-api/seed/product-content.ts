import type { ProgrammeDay } from '~/api-contract/catalogue'
import { createRng, type Rng } from '../lib/random'
import { DESTINATIONS, type Destination } from './destinations'
import type { Product } from './products'

/**
 * What the product page answers beyond the facts: what the price includes and not, its rooms'
 * extras, and the day-by-day programme of a tour or a cruise (ports of call). Drawn from the
 * product's own facts, with a seed of its own so the products themselves stay as they are.
 */

export interface ProductContent {
  included: string[]
  not_included: string[]
  programme?: ProgrammeDay[]
}

type Kind = 'room' | 'flat' | 'villa' | 'mobile' | 'cabin'
const ROOM_KIND: Record<string, Kind> = {
  hotel: 'room',
  club: 'room',
  riad: 'room',
  lodge: 'room',
  residence: 'flat',
  villa: 'villa',
  'mobil-home': 'mobile',
  camping: 'mobile',
  bateau: 'cabin',
}
const EXTRAS: Record<Kind, readonly string[]> = {
  room: ['Climatisation', 'Balcon ou terrasse', 'Coffre-fort', 'Lit bébé sur demande', 'Wi-Fi gratuit', 'Baignoire'],
  flat: ['Kitchenette équipée', 'Balcon ou terrasse', 'Lave-linge', 'Lit bébé sur demande', 'Wi-Fi gratuit'],
  villa: ['Cuisine équipée', 'Jardin privatif', 'Barbecue', 'Lave-vaisselle', 'Lit bébé sur demande'],
  mobile: ['Terrasse couverte', 'Salon de jardin', 'Climatisation', 'Lit bébé sur demande'],
  cabin: ['Télévision', 'Coffre-fort', 'Service en cabine', 'Lit bébé sur demande'],
}
/** Extras only a place by the sea can offer. */
const SEA_EXTRA: Partial<Record<Kind, string>> = { room: 'Vue mer', flat: 'Vue mer', villa: 'Vue mer' }

/** What a room type of the product offers (its room types are seed/rooms.ts). */
export function roomExtras(p: Product, roomCode: string): string[] {
  const rng = createRng(`product-content-v1-${p.product_id}-${roomCode}`)
  const kind = ROOM_KIND[p.accommodation_type] ?? 'room'
  const seaExtra = p.destination.traits.includes('sea') ? SEA_EXTRA[kind] : undefined
  return [...(seaExtra && rng.chance(0.5) ? [seaExtra] : []), ...rng.sample(EXTRAS[kind], rng.int(2, 3))]
}

const BOARD: Record<string, string | null> = {
  'Logement seul': null,
  'Petit-déjeuner': 'Les petits-déjeuners',
  'Demi-pension': 'La demi-pension (petit-déjeuner et dîner)',
  'Pension complète': 'La pension complète',
  'Tout compris': 'La formule tout compris : repas, boissons et en-cas',
}

function lists(p: Product, rng: Rng): Pick<ProductContent, 'included' | 'not_included'> {
  const type = p.type_voyage
  const flights = p.departure_cities.length > 0
  const guided = p.themes.includes('circuit-organise') || p.themes.includes('circuit-prive')
  const byCar = p.themes.includes('auto')
  const board = BOARD[p.meal_plan]
  const included = [
    ...(flights ? ['Les vols aller-retour depuis la ville de départ choisie', 'Les taxes d’aéroport'] : []),
    ...(flights ? [type === 'croisiere' ? 'Les transferts entre l’aéroport et le port' : 'Les transferts entre l’aéroport et l’hébergement'] : []),
    type === 'croisiere'
      ? 'La croisière dans la cabine choisie'
      : type === 'circuit'
        ? 'Les nuits dans les hébergements du circuit'
        : type === 'location'
          ? 'La location pour la durée choisie'
          : 'L’hébergement dans la chambre choisie',
    ...(board ? [board] : []),
    ...(type === 'croisiere' ? ['Les taxes portuaires', 'Les spectacles et animations à bord'] : []),
    ...(type === 'circuit' ? ['Les visites mentionnées au programme'] : []),
    ...(type === 'circuit' && guided ? ['Un guide francophone'] : []),
    ...(type === 'circuit' && byCar ? ['La voiture de location (kilométrage illimité)'] : []),
    ...(type === 'location' && rng.chance(0.5) ? ['Le linge de lit'] : []),
  ]
  const notIncluded = [
    ...(flights ? [] : ['Le transport jusqu’à la destination']),
    ...(board ? [] : ['Les repas']),
    ...(p.meal_plan === 'Tout compris' || !board ? [] : ['Les boissons']),
    ...(type === 'croisiere' ? ['Le forfait de séjour, à régler à bord', 'Les excursions aux escales'] : []),
    ...(type === 'circuit' ? ['Les excursions facultatives', ...(guided ? ['Les pourboires au guide et au chauffeur'] : [])] : []),
    ...(type === 'circuit' && byCar ? ['Le carburant et les péages'] : []),
    ...(type === 'location' ? ['La taxe de séjour, à régler sur place', 'Le ménage de fin de séjour (en option)'] : []),
    ...(type === 'location' && !included.includes('Le linge de lit') ? ['Le linge de lit (en option)'] : []),
    'Les assurances annulation et multirisque (en option)',
    'Les dépenses personnelles',
  ]
  return { included, not_included: notIncluded }
}

const others = (d: Destination, fits: (o: Destination) => boolean) => DESTINATIONS.filter((o) => o.code !== d.code && fits(o))
/** Great-circle distance in km. */
function km(a: Destination, b: Destination): number {
  const rad = Math.PI / 180
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
  return 12742 * Math.asin(Math.sqrt(h))
}
/** How far a cruise sails from its home port to a port of call. */
export const CRUISE_RANGE_KM = 1300

/** A tour: arrival, stages in the same country (or around the place), free time, the way home. */
function tourProgramme(p: Product, rng: Rng): ProgrammeDay[] {
  const d = p.destination
  const days = p.min_nights + 1
  const stages = rng.sample(
    others(d, (o) => o.country === d.country),
    Math.min(3, days - 2),
  )
  const FREE = [
    (place: Destination) => ({
      title: `Journée libre : ${place.label}`,
      text: 'Une journée à votre rythme : flâneries, marchés et adresses conseillées par votre guide.',
    }),
    (place: Destination) => ({
      title: `Excursion aux environs ${place.of}`,
      text: 'Départ le matin pour les sites alentour, déjeuner en route et retour en fin d’après-midi.',
    }),
    (place: Destination) => ({
      title: `Visite guidée : ${place.label}`,
      text: 'Visite des incontournables, puis temps libre pour découvrir les quartiers à votre guise.',
    }),
  ]
  return Array.from({ length: days }, (_, i): Omit<ProgrammeDay, 'day'> => {
    if (i === 0) return { title: `Arrivée : ${d.label}`, text: 'Accueil à l’aéroport, transfert à votre hébergement et dîner de bienvenue.' }
    if (i === days - 1) return { title: 'Retour en France', text: 'Transfert à l’aéroport selon l’horaire de votre vol retour.' }
    // Stages spread over the middle days; the other days around the last place reached.
    const stageAt = stages.length ? Math.floor(((i - 1) * stages.length) / Math.max(1, days - 2)) : -1
    const stage = stages[stageAt]
    const firstDayThere = stage && Math.floor(((i - 2) * stages.length) / Math.max(1, days - 2)) !== stageAt
    if (stage && firstDayThere)
      return { title: `Route vers ${stage.the}`, text: 'Départ après le petit-déjeuner, arrêts en chemin et installation à l’étape en fin de journée.' }
    return rng.pick(FREE)(stage ?? d)
  }).map((day, i) => ({ day: i + 1, ...day }))
}

/** A cruise: embarkation and disembarkation at home, ports of the same coast or river within reach (nearest first), days at sea. */
function cruiseProgramme(p: Product, rng: Rng): ProgrammeDay[] {
  const d = p.destination
  const river = p.themes.includes('fluv')
  const days = p.min_nights + 1
  const reachable = others(d, (o) => o.traits.includes(river ? 'river' : 'sea') && km(d, o) <= CRUISE_RANGE_KM)
  const ports = rng.sample(reachable, Math.min(5, days - 2, reachable.length)).sort((a, b) => km(d, a) - km(d, b))
  let next = 0
  return Array.from({ length: days }, (_, i): ProgrammeDay => {
    const day = i + 1
    if (i === 0)
      return { day, title: `Embarquement : ${d.label}`, text: 'Installation à bord, exercice de sécurité et dîner de bienvenue.', port_of_call: d.label }
    if (i === days - 1)
      return { day, title: `Débarquement : ${d.label}`, text: 'Petit-déjeuner à bord, puis transfert vers l’aéroport.', port_of_call: d.label }
    // A port every other day while there are ports left; the other days sailing.
    const port = i % 2 === 1 ? ports[next] : undefined
    if (port) {
      next += 1
      return {
        day,
        title: `Escale : ${port.label}`,
        text: 'Journée à terre : excursions proposées à bord ou découverte libre, retour avant l’appareillage.',
        port_of_call: port.label,
      }
    }
    return river
      ? { day, title: 'Navigation', text: 'Matinée de navigation, conférence à bord et arrêt en fin de journée au gré du fleuve.', port_of_call: null }
      : { day, title: 'Journée en mer', text: 'Piscines, spa, spectacles et activités : profitez de tous les services du bord.', port_of_call: null }
  })
}

/** The product page's content of a product: the same every time for the same product. */
export function productContent(p: Product): ProductContent {
  const rng = createRng(`product-content-v1-${p.product_id}`)
  const content: ProductContent = lists(p, rng)
  if (p.type_voyage === 'circuit') content.programme = tourProgramme(p, rng)
  if (p.type_voyage === 'croisiere') content.programme = cruiseProgramme(p, rng)
  return content
}
