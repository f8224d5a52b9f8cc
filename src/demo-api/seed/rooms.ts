import type { RoomType } from '~/api-contract/catalogue'
import { createRng } from '../lib/random'
import type { Product } from './products'

/**
 * The room types of a product: its accommodation's standard room first, then a seeded choice of
 * the others (a rental is one housing). Drawn from the product's id apart from the product's own
 * draws, so adding them changed no product.
 */

const o = (min_adults: number, max_adults: number, max_children: number, max_babies: number, max_occupants: number) => ({
  min_adults,
  max_adults,
  max_children,
  max_babies,
  max_occupants,
})

type Kind = Omit<RoomType, 'supplement_per_night'> & { supplement: readonly [number, number] }
const room = (code: string, label: string, occupancy: RoomType['occupancy'], supplement: readonly [number, number] = [0, 0]): Kind => ({
  code,
  label,
  occupancy,
  supplement,
})

const HOTEL: readonly Kind[] = [
  room('DBL', 'Chambre double', o(1, 2, 1, 1, 3)),
  room('FAM', 'Chambre familiale', o(1, 2, 3, 1, 5), [8, 15]),
  room('TPL', 'Chambre triple', o(1, 3, 2, 1, 3), [4, 8]),
  room('SUP', 'Chambre supérieure vue mer', o(1, 2, 1, 1, 3), [18, 35]),
]
const CLUB: readonly Kind[] = [
  room('STD', 'Chambre standard', o(1, 2, 2, 1, 4)),
  room('FAM', 'Chambre familiale communicante', o(1, 4, 4, 2, 6), [6, 12]),
  room('JS', 'Suite junior', o(1, 2, 2, 1, 4), [20, 40]),
]
const RESIDENCE: readonly Kind[] = [
  room('ST2', 'Studio 2 personnes', o(1, 2, 1, 1, 2)),
  room('AP4', 'Appartement 4 personnes', o(1, 4, 3, 1, 4), [5, 10]),
  room('AP6', 'Appartement 6 personnes', o(1, 6, 5, 2, 6), [8, 14]),
]
const RIAD: readonly Kind[] = [room('DBL', 'Chambre double', o(1, 2, 1, 1, 3)), room('SUI', 'Suite', o(1, 2, 2, 1, 4), [15, 30])]
const LODGE: readonly Kind[] = [room('BUN', 'Bungalow', o(1, 2, 1, 1, 3)), room('LDF', 'Lodge familial', o(1, 4, 3, 1, 5), [10, 20])]
const CABINS: readonly Kind[] = [
  room('INT', 'Cabine intérieure', o(1, 2, 2, 1, 4)),
  room('EXT', 'Cabine extérieure', o(1, 2, 2, 1, 4), [8, 15]),
  room('BAL', 'Cabine avec balcon', o(1, 2, 2, 1, 4), [18, 30]),
]
const BY_ACCOMMODATION: Record<string, readonly Kind[]> = {
  hotel: HOTEL,
  club: CLUB,
  residence: RESIDENCE,
  riad: RIAD,
  lodge: LODGE,
  bateau: CABINS,
}
const HOUSING_LABEL: Record<string, string> = { villa: 'Villa', 'mobil-home': 'Mobil-home', camping: 'Emplacement et tente équipée', residence: 'Appartement' }

/**
 * The product's room types, the standard one first (a rental: its one housing); the type after
 * it is always offered, so every product holds two adults with two children in one room.
 */
export function roomTypesOf(p: Product): RoomType[] {
  const rng = createRng(`${p.product_id}|rooms`)
  if (p.type_voyage === 'location') {
    const size = rng.pick([4, 4, 5, 6, 6, 8])
    const label = `${HOUSING_LABEL[p.accommodation_type] ?? 'Logement'} ${size} personnes`
    return [{ code: `H${size}`, label, occupancy: o(1, size, size - 1, 2, size), supplement_per_night: 0 }]
  }
  const kinds = BY_ACCOMMODATION[p.accommodation_type] ?? HOTEL
  const [standard, ...others] = kinds
  const chosen = others.filter((_, i) => i === 0 || rng.chance(0.6))
  return [standard!, ...chosen].map(({ supplement, ...k }) => ({ ...k, supplement_per_night: rng.int(supplement[0], supplement[1]) }))
}
