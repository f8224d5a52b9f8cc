import type { PriceLine, RoomType } from '~/api-contract/catalogue'
import type { Party, RoomParty } from '~/api-contract/party'
import { fitsOccupancy } from '~/lib/room-occupancy'

/**
 * The demo's pricing of a party (the one source of these rules; README, *Party price*). The
 * day's price is per person sharing a double room ('onePersDouble'), per person ('onePers') or
 * per housing ('byHousing', rentals). Every amount is whole euros.
 */
export const PARTY_PRICING = {
  /** Children's reductions on the day's price, by age on the departure day; 12 to 17: adult price. */
  childReductions: [
    { from: 2, to: 5, percent: 50 },
    { from: 6, to: 11, percent: 30 },
  ],
  /** A baby (under 2): a fixed fee for the stay (cot, fees); free in a rental. */
  babyFee: 60,
  /** An adult alone in a room (no child) on a price per person sharing a double room. */
  singleSupplementPercent: 30,
} as const

export type PriceType = 'onePersDouble' | 'onePers' | 'byHousing'

export interface PricedRoom {
  room_type: { code: string; label: string }
  lines: PriceLine[]
  total: number
}

export interface PartyPricing {
  rooms: PricedRoom[]
  total: number
  travellers: number
  per_person: number
}

/** A child's reduction in percent at an age (0 from 12). */
export function childReduction(age: number): number {
  return PARTY_PRICING.childReductions.find((r) => age >= r.from && age <= r.to)?.percent ?? 0
}

const line = (kind: PriceLine['kind'], label: string, quantity: number, unit_price: number): PriceLine => ({
  kind,
  label,
  quantity,
  unit_price,
  amount: quantity * unit_price,
})
const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`

/** The room type a room is priced in: the one asked if it fits, else the cheapest that fits (null: none). */
export function roomTypeFor(room: RoomParty, types: readonly RoomType[]): RoomType | null {
  if (room.room_type) return types.find((t) => t.code === room.room_type && fitsOccupancy(room, t.occupancy)) ?? null
  const fitting = types.filter((t) => fitsOccupancy(room, t.occupancy))
  return fitting.reduce<RoomType | null>((best, t) => (!best || t.supplement_per_night < best.supplement_per_night ? t : best), null)
}

function priceRoom(room: RoomParty, type: RoomType, base: number, nights: number, priceType: PriceType): PricedRoom {
  const lines: PriceLine[] = []
  if (priceType === 'byHousing') {
    lines.push(line('housing', `${type.label}, ${plural(nights, 'nuit')}`, 1, base))
  } else {
    lines.push(line('adult', plural(room.adults, 'adulte'), room.adults, base))
    for (const age of room.children_ages) {
      const percent = childReduction(age)
      lines.push(line('child', `Enfant de ${plural(age, 'an')}${percent ? ` (−${percent} %)` : ''}`, 1, Math.round((base * (100 - percent)) / 100)))
    }
    if (room.babies) lines.push(line('baby', `${plural(room.babies, 'bébé')} (moins de 2 ans)`, room.babies, PARTY_PRICING.babyFee))
    if (priceType === 'onePersDouble' && room.adults === 1 && room.children_ages.length === 0)
      lines.push(line('single_supplement', 'Supplément chambre individuelle', 1, Math.round((base * PARTY_PRICING.singleSupplementPercent) / 100)))
    const occupants = room.adults + room.children_ages.length
    if (type.supplement_per_night > 0)
      lines.push(
        line(
          'room_supplement',
          `Supplément ${type.label.charAt(0).toLowerCase()}${type.label.slice(1)}, ${plural(nights, 'nuit')}`,
          occupants,
          type.supplement_per_night * nights,
        ),
      )
  }
  return { room_type: { code: type.code, label: type.label }, lines, total: lines.reduce((s, l) => s + l.amount, 0) }
}

/**
 * A party's price from the day's price (`base`), or the message of the first room no room type
 * of the product can hold.
 */
export function priceParty(
  party: Party,
  types: readonly RoomType[],
  base: number,
  nights: number,
  priceType: PriceType,
): { ok: true; price: PartyPricing } | { ok: false; message: string } {
  const rooms: PricedRoom[] = []
  for (const [i, room] of party.rooms.entries()) {
    const type = roomTypeFor(room, types)
    if (!type) return { ok: false, message: `Aucun type de chambre ne peut accueillir les voyageurs de la chambre ${i + 1}` }
    rooms.push(priceRoom(room, type, base, nights, priceType))
  }
  const total = rooms.reduce((s, r) => s + r.total, 0)
  const travellers = party.rooms.reduce((n, r) => n + r.adults + r.children_ages.length + r.babies, 0)
  return { ok: true, price: { rooms, total, travellers, per_person: Math.round(total / travellers) } }
}
