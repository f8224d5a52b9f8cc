import type { ReviewOrdering, ReviewText } from '~/api-contract/catalogue'
import { createRng } from '../lib/random'
import type { Product } from './products'

/**
 * A product's reviews: one mark per review (the histogram counts them), and for each a text
 * written from its mark band, drawn by index so a page costs only its own reviews.
 */

/** The i-th review's mark, for every review of the product. */
export function reviewMarks(p: Product): number[] {
  const rng = createRng(`${p.product_id}|reviews`)
  return Array.from({ length: p.total_reviews }, () => Math.max(1, Math.min(10, Math.round(p.global_rate + (rng.next() + rng.next() - 1) * 2.5))))
}

const TRAVELLERS = ['En famille', 'En couple', 'Entre amis', 'Seul'] as const
const NAMES = [
  'Camille',
  'Julien',
  'Sophie',
  'Nicolas',
  'Claire',
  'Thomas',
  'Émilie',
  'Mathieu',
  'Nathalie',
  'Sébastien',
  'Aurélie',
  'Laurent',
  'Inès',
  'Karim',
  'Léa',
  'Hugo',
]
const BANDS = {
  good: {
    titles: ['Un séjour parfait', 'Nous reviendrons !', 'Très belle expérience', 'Au-delà de nos attentes', 'Excellent rapport qualité-prix'],
    texts: [
      'Accueil chaleureux, personnel aux petits soins et cadre magnifique. Tout était parfaitement organisé du départ au retour.',
      'Nous avons adoré : propreté irréprochable, repas variés et une équipe toujours disponible. Les enfants ne voulaient plus partir.',
      'Une organisation sans faille et des lieux superbes. Mention spéciale pour les conseils de notre agence avant le départ.',
    ],
    details: [
      'Le petit plus : une excursion en bateau organisée par l’hôtel, avec déjeuner sur une plage accessible seulement par la mer. Chambre spacieuse avec vue, literie confortable, et un bar en terrasse très agréable le soir après le dîner.',
      'Transferts ponctuels à l’aller comme au retour, chambre prête dès notre arrivée malgré l’heure matinale. La piscine est grande et jamais bondée, et le mini-club a occupé les enfants toute la semaine avec des activités variées.',
    ],
  },
  mid: {
    titles: ['Correct dans l’ensemble', 'Bien, sans plus', 'Quelques points à améliorer', 'Agréable mais inégal'],
    texts: [
      'Le cadre est agréable, mais le service était parfois lent et les repas manquaient un peu de variété.',
      'Bon séjour dans l’ensemble ; l’hébergement aurait mérité un rafraîchissement. Le personnel reste aimable.',
      'Les visites étaient intéressantes, le rythme un peu soutenu. À conseiller pour un premier voyage.',
    ],
    details: [
      'Notre chambre donnait sur le parking, et il a fallu insister pour en changer. La plage est à dix minutes à pied, pas à deux comme annoncé. Cela dit, le petit-déjeuner était copieux et le personnel de réception très serviable.',
      'Les excursions proposées sur place sont chères ; mieux vaut les réserver avant de partir. La piscine ferme tôt en fin de journée, dommage en été. Un séjour correct pour le prix, sans plus.',
    ],
  },
  bad: {
    titles: ['Déçus', 'Pas à la hauteur', 'Ne correspond pas à la description'],
    texts: [
      'Chambre bruyante et propreté à revoir. Les transferts ont eu beaucoup de retard à l’arrivée.',
      'Nous attendions mieux pour ce prix : repas répétitifs et animations quasi inexistantes.',
    ],
    details: [
      'À notre arrivée, la chambre réservée n’était pas disponible et l’on nous a proposé une chambre plus petite, sans dédommagement. La climatisation est tombée en panne deux nuits de suite. Notre agence a heureusement pris le relais à notre retour.',
      'Le restaurant principal était fermé pour travaux, rien ne l’indiquait au moment de la réservation. Les repas du buffet manquaient de fraîcheur et les animations se limitaient à une soirée par semaine.',
    ],
  },
} as const

/** Reviews are dated back from this day, the most recent first (index 0). */
const LATEST = Date.UTC(2026, 9, 28)
const DAY = 86_400_000

/** The i-th review of a product, whose mark is `mark`. */
export function reviewText(p: Product, i: number, mark: number): ReviewText {
  const rng = createRng(`${p.product_id}|review|${i}`)
  const band = BANDS[mark >= 8 ? 'good' : mark >= 5 ? 'mid' : 'bad']
  const created = new Date(LATEST - Math.floor(i * 2.5 + rng.int(0, 2)) * DAY)
  const travelled = new Date(created.getTime() - rng.int(7, 40) * DAY)
  return {
    id: p.product_id * 10_000 + i,
    mark,
    title: rng.pick(band.titles),
    text: withDetail(p, i, rng.pick(band.texts), band.details),
    author: `${rng.pick(NAMES)} ${String.fromCharCode(65 + rng.int(0, 25))}.`,
    traveller_type: rng.pick(TRAVELLERS),
    travelled_on: travelled.toISOString().slice(0, 7),
    created_at: created.toISOString().slice(0, 10),
  }
}

/** Some reviews say more (a second paragraph): drawn apart, so the other fields stay as they were. */
function withDetail(p: Product, i: number, text: string, details: readonly string[]): string {
  const rng = createRng(`${p.product_id}|review-detail|${i}`)
  return rng.next() < 0.4 ? `${text} ${rng.pick(details)}` : text
}

/** The indices of a product's reviews in the order asked, only those of `mark` when given. */
export function reviewOrder(marks: readonly number[], ordering: ReviewOrdering, mark?: number): number[] {
  const indices = marks.flatMap((m, i) => (mark === undefined || m === mark ? [i] : []))
  // Index order is most recent first, so a stable sort keeps the recent first among equal marks.
  if (ordering === 'mark_desc') indices.sort((a, b) => marks[b]! - marks[a]!)
  if (ordering === 'mark_asc') indices.sort((a, b) => marks[a]! - marks[b]!)
  return indices
}
