import { http } from 'msw'
import { partyPriceRequestSchema, type PartyPrice } from '~/api-contract/catalogue'
import { handle, json, parseBody } from '../lib/http'
import type { Product } from '../seed/products'
import { roomTypesOf } from '../seed/rooms'
import { availabilityProduct, departureDates, departureOf, durationsOf, fromPrice, priceFor, seatsOn } from './catalogue-rules'
import { priceParty } from './party-pricing'
import { ofPlace } from '~/lib/place-names'

/** A party's price on a product (beyond the specs: README, *Party price*). */

/** What the price includes, from the product's facts. */
function includes(p: Product, city: { code: string; label: string }, nights: number, rooms: PartyPrice['rooms']): string[] {
  const lower = (s: string) => `${s.charAt(0).toLowerCase()}${s.slice(1)}`
  const types = [...new Set(rooms.map((r) => lower(r.room_type.label)))]
  const stays = types.length > 1 ? `${types.slice(0, -1).join(', ')} et ${types.at(-1)}` : types[0]
  return [
    city.code === 'SANS' ? null : `Vols aller-retour au départ ${ofPlace(city.label)}, taxes aéroport comprises`,
    city.code === 'SANS' ? null : 'Transferts aéroport – hébergement',
    `${nights} nuit${nights > 1 ? 's' : ''} en ${stays}`,
    p.meal_plan === 'Logement seul' ? 'Logement seul (repas non compris)' : `Formule ${p.meal_plan.toLowerCase()}`,
    p.type_voyage === 'croisiere' ? 'Taxes portuaires' : null,
    p.type_voyage === 'circuit' ? 'Visites et guide du circuit' : null,
    'Assistance de votre agence avant et pendant le voyage',
  ].filter((s): s is string => s !== null)
}

export const cataloguePartyHandlers = [
  http.post(
    '*/api/v2/search/products/availability/:productId/price',
    handle(async ({ request, params }) => {
      const p = availabilityProduct(params)
      const body = await parseBody(request, partyPriceRequestSchema)
      const city = departureOf(p, body.departure_city)
      const stay = durationsOf(p).find((d) => d.nights === body.nights && d.days === body.days)
      if (!stay) return json({ status: 'error', message: 'Durée non disponible pour ce produit' })
      const date = body.date ?? fromPrice(p, { departure: city.code, nights: stay.nights })?.date
      if (!date || !departureDates(p, date.slice(0, 7)).includes(date) || seatsOn(p, date) === 0)
        return json({ status: 'error', message: 'Ce départ n’est pas disponible' })
      const base = priceFor(p, city.code, stay.nights, date)
      const priced = priceParty(body.party, roomTypesOf(p), base, stay.nights, p.price_type)
      if (!priced.ok) return json({ status: 'error', message: priced.message })
      const data: PartyPrice = {
        date,
        nights: stay.nights,
        days: stay.days,
        departure_city: city,
        base_price: base,
        price_type: p.price_type,
        currency: 'EUR',
        ...priced.price,
        includes: includes(p, city, stay.nights, priced.price.rooms),
      }
      return json({ status: 'success', data })
    }),
  ),
]
