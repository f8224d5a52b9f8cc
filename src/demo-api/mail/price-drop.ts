import { formatDate } from '~/lib/format'
import { lastRequesterOf } from '../mailbox'
import { LOCATIONS_BY_CODE } from '../seed/airports'
import { store, type StoredPriceAlert } from '../store'

/**
 * The mail of a price drop: subject 'Le prix de votre vol Paris → Nice a baissé : 189 € au lieu
 * de 214 €' (whole euros), the trip (dates, passengers) and the link to its results.
 */

const wholeEuros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
export const euros = (amount: number) => wholeEuros.format(Math.round(amount))

const cityOf = (code: string) => LOCATIONS_BY_CODE.get(code)?.city_name ?? code

function passengers({ adults, childrens, infants }: StoredPriceAlert['search']): string {
  const parts: [number, string, string][] = [
    [adults, 'adulte', 'adultes'],
    [childrens, 'enfant', 'enfants'],
    [infants, 'bébé', 'bébés'],
  ]
  return parts
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n} ${n > 1 ? many : one}`)
    .join(', ')
}

export function priceDropContent(alert: StoredPriceAlert, before: number, now: number) {
  const [outbound, inbound] = alert.search.segments
  const route = `${cityOf(outbound!.from)} → ${cityOf(outbound!.to)}`
  const dates =
    alert.search.segments.length === 2 && inbound
      ? `Aller le ${formatDate(outbound!.date)}, retour le ${formatDate(inbound.date)}`
      : `Départ le ${formatDate(outbound!.date)}`
  return {
    subject: `Le prix de votre vol ${route} a baissé : ${euros(now)} au lieu de ${euros(before)}`,
    text: [
      `Le prix de votre vol ${route} a baissé : ${euros(now)} au lieu de ${euros(before)}.`,
      `${dates}, ${passengers(alert.search)}. Prix total pour tous les voyageurs, susceptible d'évoluer.`,
      'Réservez vite : suivez le lien pour voir les vols.',
    ].join('\n'),
  }
}

export function sendPriceDropMail(to: string, alert: StoredPriceAlert, before: number, now: number): void {
  store.sendMail({ to, owner: lastRequesterOf(to), kind: 'price-alert', link: alert.resultsPath, ...priceDropContent(alert, before, now) })
}
