/**
 * A party's limits (see party.ts), apart from its zod schemas so the browser can read them
 * (URL params, the travellers picker) without loading zod.
 */
export const PARTY_LIMITS = { rooms: 4, adultsPerRoom: 6, childrenPerRoom: 5, babiesPerRoom: 3, travellers: 12 } as const
/** Children are 2 to 17 on the departure day; babies are under 2. */
export const CHILD_AGES = { min: 2, max: 17 } as const
