import type { AgencyRequest } from '~/api-contract/agency-requests'
import type { Party } from '~/api-contract/party'
import { formatDate } from '~/lib/format'
import { store } from '../store'

/** The confirmation of a quote or an option: what was asked of which agency, and an option's end of hold. */

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' })

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`

/** '2 adultes, 2 enfants (4 et 9 ans)'. */
export function partyLabel(party: Party): string {
  const adults = party.rooms.reduce((n, r) => n + r.adults, 0)
  const ages = party.rooms.flatMap((r) => r.children_ages)
  const babies = party.rooms.reduce((n, r) => n + r.babies, 0)
  const parts = [plural(adults, 'adulte', 'adultes')]
  if (ages.length) parts.push(`${plural(ages.length, 'enfant', 'enfants')} (${ages.join(', ').replace(/, (\d+)$/, ' et $1')} ans)`)
  if (babies) parts.push(plural(babies, 'bébé', 'bébés'))
  return parts.join(', ')
}

export function agencyRequestContent(request: AgencyRequest) {
  const what = request.kind === 'option' ? 'Votre option' : 'Votre demande de devis'
  const when = request.departure_date ? `Départ le ${formatDate(request.departure_date)}` : 'Date de départ à préciser'
  const lines = [`${what} pour « ${request.product.title} » a bien été envoyée à l’agence ${request.agency.name}.`, `${when}, ${partyLabel(request.party)}.`]
  if (request.expires_at) lines.push(`Le prix est garanti jusqu’au ${dateTime.format(new Date(request.expires_at))}.`)
  lines.push('Votre agence vous recontactera au moment que vous avez choisi.')
  return { subject: `${what} pour « ${request.product.title} » a bien été envoyée`, text: lines.join('\n') }
}

export function sendAgencyRequestMail(to: string, owner: string | undefined, request: AgencyRequest): void {
  store.sendMail({ to, owner, kind: 'agency-request', link: '/client-space/requests', ...agencyRequestContent(request) })
}
