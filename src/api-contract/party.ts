import { z } from 'zod'
import { CHILD_AGES, PARTY_LIMITS } from './party-limits'

export { CHILD_AGES, PARTY_LIMITS }

/**
 * A holiday party: who travels and how they share rooms. Products without accommodation
 * (or with one housing) carry the whole party in a single room. Children are 2 to 17 years
 * old on the departure day; babies are under 2.
 */
export const roomPartySchema = z.object({
  /** A room type's code from the product's data, when the product has room types. */
  room_type: z.string().trim().min(1).max(40).optional(),
  adults: z.number().int().min(1).max(PARTY_LIMITS.adultsPerRoom),
  children_ages: z.array(z.number().int().min(CHILD_AGES.min).max(CHILD_AGES.max)).max(PARTY_LIMITS.childrenPerRoom),
  babies: z.number().int().min(0).max(PARTY_LIMITS.babiesPerRoom),
})

export const partySchema = z
  .object({ rooms: z.array(roomPartySchema).min(1).max(PARTY_LIMITS.rooms) })
  .refine((p) => p.rooms.reduce((n, r) => n + r.adults + r.children_ages.length + r.babies, 0) <= PARTY_LIMITS.travellers, {
    message: `${PARTY_LIMITS.travellers} voyageurs au plus`,
  })

export type RoomParty = z.output<typeof roomPartySchema>
export type Party = z.output<typeof partySchema>

export const DEFAULT_PARTY: Party = { rooms: [{ adults: 2, children_ages: [], babies: 0 }] }
