import type { Party, RoomParty } from '~/api-contract/party'
import { CHILD_AGES, PARTY_LIMITS } from '~/api-contract/party-limits'

/**
 * The product page's party in its URL (`party`): rooms joined by '~', each
 * `{adults}-{children's ages joined by '.'}-{babies}[-{room type}]`, e.g. '2-4.9-0' for two
 * adults with children of 4 and 9, or '2--0-FAM~1--0' for two rooms. Readable, and left as it is
 * by URL encoding.
 */

const ROOM = /^(\d{1,2})-((?:\d{1,2}(?:\.\d{1,2})*)?)-(\d{1,2})(?:-([A-Za-z0-9]{1,12}))?$/

export const DEFAULT_PARTY_PARAM = '2--0'

const travellersOf = (rooms: readonly RoomParty[]) => rooms.reduce((n, r) => n + r.adults + r.children_ages.length + r.babies, 0)

/** The party of a `party` param, or undefined when it breaks the party's rules (party.ts). */
export function parsePartyParam(raw: string): Party | undefined {
  const parts = raw.split('~')
  if (parts.length < 1 || parts.length > PARTY_LIMITS.rooms) return undefined
  const rooms: RoomParty[] = []
  for (const part of parts) {
    const m = ROOM.exec(part)
    if (!m) return undefined
    const adults = Number(m[1])
    const children_ages = m[2] ? m[2].split('.').map(Number) : []
    const babies = Number(m[3])
    if (adults < 1 || adults > PARTY_LIMITS.adultsPerRoom || babies > PARTY_LIMITS.babiesPerRoom) return undefined
    if (children_ages.length > PARTY_LIMITS.childrenPerRoom || children_ages.some((a) => a < CHILD_AGES.min || a > CHILD_AGES.max)) return undefined
    rooms.push(m[4] ? { room_type: m[4].toUpperCase(), adults, children_ages, babies } : { adults, children_ages, babies })
  }
  return travellersOf(rooms) <= PARTY_LIMITS.travellers ? { rooms } : undefined
}

/** The `party` param of a party. */
export function partyParam(party: Party): string {
  return party.rooms.map((r) => [r.adults, r.children_ages.join('.'), r.babies, ...(r.room_type ? [r.room_type] : [])].join('-')).join('~')
}

/** The page's party: the URL's, else two adults in one room. */
export const partyOf = (param: string | undefined): Party => (param && parsePartyParam(param)) || (parsePartyParam(DEFAULT_PARTY_PARAM) as Party)

export const partyTravellers = (party: Party) => travellersOf(party.rooms)

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`

/** '2 adultes, 2 enfants, 1 bébé' (and ', 2 chambres' when more than one; 'logements' for a rental). */
export function partyLabel(party: Party, unit: 'chambre' | 'logement' = 'chambre'): string {
  const sum = (f: (r: RoomParty) => number) => party.rooms.reduce((n, r) => n + f(r), 0)
  const adults = sum((r) => r.adults)
  const children = sum((r) => r.children_ages.length)
  const babies = sum((r) => r.babies)
  return [
    plural(adults, 'adulte'),
    children ? plural(children, 'enfant') : null,
    babies ? plural(babies, 'bébé') : null,
    party.rooms.length > 1 ? plural(party.rooms.length, unit) : null,
  ]
    .filter(Boolean)
    .join(', ')
}
