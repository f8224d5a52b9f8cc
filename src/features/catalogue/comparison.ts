import type { PartyPrice, Product } from '~/api-contract/catalogue'
import type { Party } from '~/api-contract/party'
import { formatShortDate } from '~/lib/format'
import { ofPlace } from '~/lib/place-names'
import type { BestPrice, Duration } from './availability'
import { partyLabel, partyOf } from './party-param'
import { departureCitiesLabel, nightsLabel, priceUnit } from './product-format'

const capitalised = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`

/** The comparison of products side by side ('Comparer'): one column of facts per product. */

/**
 * The party priced on every compared product: the URL's (two adults by default), without the room
 * types it may name (a product's own codes, which another product does not have).
 */
export const comparisonParty = (param: string | undefined): Party => ({
  rooms: partyOf(param).rooms.map(({ room_type: _roomType, ...room }) => room),
})

export type ComparedPrice =
  /** The API's price for the party, on the product page's departure and stay. */
  | { kind: 'party'; total: number; perPerson: number; who: string }
  /** The product's 'from' price (the party could not be priced). */
  | { kind: 'from'; amount: number; unit: string }

export interface ComparisonFacts {
  productId: number
  title: string
  slug: string
  price: ComparedPrice
  board: string
  duration: string
  score: { rate: number; reviews: number } | null
  included: string[]
  departure: string
}

export interface ComparedAvailability {
  best?: Pick<BestPrice, 'departure_city'> & { meal_plan?: string }
  duration?: Pick<Duration, 'label'>
  price?: PartyPrice
  party: Party
}

/** A product's facts in the comparison: the party's price when the API gave one, else its 'from' price. */
export function comparisonFacts(product: Product, { best, duration, price, party }: ComparedAvailability): ComparisonFacts {
  const cities = product.features.departure_cities.length
  const housing = price?.price_type === 'byHousing'
  return {
    productId: product.product_id,
    title: product.title,
    slug: product.slug,
    price: price
      ? { kind: 'party', total: price.total, perPerson: price.per_person, who: partyLabel(party, housing ? 'logement' : 'chambre') }
      : { kind: 'from', amount: product.base_price_availability.final_price, unit: priceUnit(product) },
    board: best?.meal_plan || product.base_price_availability.meal_plan.label,
    duration: duration?.label ?? nightsLabel(product.features.min_nights, product.features.max_nights),
    score: product.total_reviews > 0 ? { rate: product.global_rate, reviews: product.total_reviews } : null,
    included: product.included ?? [],
    departure: price
      ? `${cities ? `${capitalised(ofPlace(price.departure_city.label))}, le` : 'Le'} ${formatShortDate(price.date)}`
      : (departureCitiesLabel(cities) ?? 'Sans transport'),
  }
}
