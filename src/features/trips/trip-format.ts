import type { TripDetail, TripRequestKind, TripStatus, TripSummary } from '~/api-contract/trips'
import { formatShortDay, formatUtcDateTime } from '~/lib/format'

/** How a booking reads in 'Mes voyages' and on its page: labels, times (local and UTC), order. */

export const TRIP_STATUS_LABELS: Record<TripStatus, string> = {
  confirmed: 'Confirmée',
  pending_payment: 'En attente de paiement',
  cancelled: 'Annulée',
}

export const REQUEST_LABELS: Record<TripRequestKind, string> = {
  cancellation: 'Demande d\u2019annulation en cours',
  modification: 'Demande de modification en cours',
}

/** « mer. 10 mars 2027, 19:35 » from a local date-time YYYY-MM-DDTHH:mm (the airport's time). */
export function localDateTime(local: string): string {
  return `${formatShortDay(local)} ${local.slice(0, 4)}, ${local.slice(11, 16)}`
}

/** « 11/03/2027 - 00:35 UTC » from an instant. */
export const utcDateTime = (utc: string) => `${formatUtcDateTime(utc)} UTC`

type Leg = TripSummary['legs'][number]
export const legStart = (leg: Leg) => leg.flights[0]!.departure
export const legEnd = (leg: Leg) => leg.flights.at(-1)!.arrival

/** « Paris → New York » (the first leg's ends), with « aller-retour » when the last leg comes back. */
export function routeLabel(trip: TripSummary): string {
  const first = trip.legs[0]!
  const from = legStart(first).city_name
  const to = legEnd(first).city_name
  const back = trip.legs.length > 1 && legEnd(trip.legs.at(-1)!).city_name === from
  return `${from} → ${to}${back ? ' (aller-retour)' : ''}`
}

export const travellerNames = (trip: TripSummary) => trip.travellers.map((t) => `${t.first_name} ${t.last_name}`).join(', ')

/** Upcoming (last arrival still ahead) by departure, then past, latest first. */
export function splitTrips(trips: readonly TripSummary[], now = Date.now()): { upcoming: TripSummary[]; past: TripSummary[] } {
  const start = (t: TripSummary) => Date.parse(legStart(t.legs[0]!).utc)
  const end = (t: TripSummary) => Date.parse(legEnd(t.legs.at(-1)!).utc)
  return {
    upcoming: trips.filter((t) => end(t) >= now).sort((a, b) => start(a) - start(b)),
    past: trips.filter((t) => end(t) < now).sort((a, b) => start(b) - start(a)),
  }
}

/** The fare's conditions for a request, in French (shown before it is sent). */
export function conditionsText(conditions: TripDetail['conditions'], kind: TripRequestKind, euros: (n: number) => string): string {
  if (kind === 'cancellation') {
    if (!conditions.refundable)
      return `Votre tarif ${conditions.fare_name} n\u2019est pas remboursable : seules les taxes d\u2019aéroport peuvent vous être rendues.`
    const fee = conditions.cancellation_fee ?? 0
    return fee > 0
      ? `Votre tarif ${conditions.fare_name} est remboursable, avec des frais d\u2019annulation de ${euros(fee)} par passager.`
      : `Votre tarif ${conditions.fare_name} est remboursable sans frais.`
  }
  if (!conditions.changeable)
    return `Votre tarif ${conditions.fare_name} n\u2019est pas modifiable : votre agence vous proposera les solutions possibles, à vos frais.`
  const fee = conditions.change_fee ?? 0
  return fee > 0
    ? `Votre tarif ${conditions.fare_name} est modifiable, avec des frais de ${euros(fee)} par passager, plus l\u2019éventuelle différence de tarif.`
    : `Votre tarif ${conditions.fare_name} est modifiable sans frais, hors éventuelle différence de tarif.`
}
