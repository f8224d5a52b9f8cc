import type { AgencyRequest } from '~/api-contract/agency-requests'
import { partyText } from '~/api-contract/party-text'
import { formatDate } from '~/lib/format'
import { store } from '../store'

/** The confirmation of a quote or an option: what was asked of which agency, and an option's end of hold. */

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' })

export function agencyRequestContent(request: AgencyRequest) {
  const what = request.kind === 'option' ? 'Votre option' : 'Votre demande de devis'
  const when = request.departure_date ? `Départ le ${formatDate(request.departure_date)}` : 'Date de départ à préciser'
  const lines = [`${what} pour « ${request.product.title} » a bien été envoyée à l’agence ${request.agency.name}.`, `${when}, ${partyText(request.party)}.`]
  if (request.expires_at) lines.push(`Le prix est garanti jusqu’au ${dateTime.format(new Date(request.expires_at))}.`)
  lines.push('Votre agence vous recontactera au moment que vous avez choisi.')
  return { subject: `${what} pour « ${request.product.title} » a bien été envoyée`, text: lines.join('\n') }
}

export function sendAgencyRequestMail(to: string, owner: string | undefined, request: AgencyRequest): void {
  store.sendMail({ to, owner, kind: 'agency-request', link: '/client-space/requests', ...agencyRequestContent(request) })
}
