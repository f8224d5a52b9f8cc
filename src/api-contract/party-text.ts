import type { Party } from './party'

/** How a party reads in French, for the mail of a request and 'Mes demandes'. */

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`

/** '2 adultes, 2 enfants (4 et 9 ans)'. */
export function partyText(party: Party): string {
  const adults = party.rooms.reduce((n, r) => n + r.adults, 0)
  const ages = party.rooms.flatMap((r) => r.children_ages)
  const babies = party.rooms.reduce((n, r) => n + r.babies, 0)
  const parts = [plural(adults, 'adulte', 'adultes')]
  if (ages.length) parts.push(`${plural(ages.length, 'enfant', 'enfants')} (${ages.join(', ').replace(/, (\d+)$/, ' et $1')} ans)`)
  if (babies) parts.push(plural(babies, 'bébé', 'bébés'))
  return parts.join(', ')
}
