import type { AgencyRequest } from '~/api-contract/agency-requests'

/** How a request reads in 'Mes demandes'. */

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' })

export function statusText(r: AgencyRequest): string {
  if (r.status === 'sent') return 'Envoyée'
  if (r.status === 'expired') return 'Option expirée'
  return `Option posée — expire le ${dateTime.format(new Date(r.expires_at!))}`
}
