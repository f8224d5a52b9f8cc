import { describe, expect, it } from 'vitest'
import type { PartyPrice, Product } from '~/api-contract/catalogue'
import { comparisonFacts, comparisonParty } from './comparison'

const product = (over: Partial<Product> = {}): Product => ({
  product_id: 7,
  reference: 'R7',
  slug: 'hotel-crete',
  title: 'Hôtel Crète',
  image_gallery: [],
  cell_top: null,
  cell_bottom_text: null,
  parent_destinations: [{ code: 'gr', label: 'Grèce', destinations: [{ code: 'crete', label: 'Crète' }] }],
  global_rate: 8.4,
  total_reviews: 120,
  stars: 4,
  themes: [],
  accommodation_type: { code: 'hotel', label: 'Hôtel' },
  type_voyage: 'sejour',
  latitude: 35,
  longitude: 25,
  features: { best_option: { price: 599, meal_plan: 'Demi-pension' }, min_nights: 7, max_nights: 14, departure_cities: [{ code: 'PAR', label: 'Paris' }] },
  base_price_availability: {
    final_price: 599,
    reduction_rate: 0,
    meal_plan: { label: 'Demi-pension' },
    price_type_bean: { price_type_value: 'onePersDouble' },
  },
  product_types: [],
  included: ['Le vol aller-retour', 'Les transferts'],
  ...over,
})

const priced = (over: Partial<PartyPrice> = {}): PartyPrice => ({
  date: '2027-06-12',
  nights: 7,
  days: 8,
  departure_city: { code: 'PAR', label: 'Paris' },
  base_price: 599,
  price_type: 'onePersDouble',
  currency: 'EUR',
  rooms: [],
  total: 1976,
  travellers: 4,
  per_person: 494,
  includes: [],
  ...over,
})

const family = comparisonParty('2-4.9-0')

describe('comparison facts', () => {
  it("prices the party as the API did, on the page's departure and stay, with the product's board, score and included items", () => {
    const facts = comparisonFacts(product(), {
      best: { departure_city: { code: 'PAR', label: 'Paris' }, meal_plan: 'Tout compris' },
      duration: { label: '8 jours / 7 nuits' },
      price: priced(),
      party: family,
    })
    expect(facts).toEqual({
      productId: 7,
      title: 'Hôtel Crète',
      slug: 'hotel-crete',
      price: { kind: 'party', total: 1976, perPerson: 494, who: '2 adultes, 2 enfants' },
      board: 'Tout compris',
      duration: '8 jours / 7 nuits',
      score: { rate: 8.4, reviews: 120 },
      included: ['Le vol aller-retour', 'Les transferts'],
      departure: 'De Paris, le sam. 12 juin',
    })
  })

  it("falls back to the 'from' price and the product's own facts when the party could not be priced", () => {
    const facts = comparisonFacts(
      product({
        total_reviews: 0,
        included: undefined,
        features: { best_option: { price: 900, meal_plan: '' }, min_nights: 7, max_nights: 7, departure_cities: [] },
        base_price_availability: {
          final_price: 900,
          reduction_rate: 0,
          meal_plan: { label: 'Logement seul' },
          price_type_bean: { price_type_value: 'byHousing' },
        },
      }),
      { party: family },
    )
    expect(facts.price).toEqual({ kind: 'from', amount: 900, unit: 'par logement' })
    expect(facts).toMatchObject({ board: 'Logement seul', duration: '7 nuits', score: null, included: [], departure: 'Sans transport' })
  })

  it('says a rental is priced per housing, and a stay without transport starts on the day', () => {
    const facts = comparisonFacts(product({ features: { ...product().features, departure_cities: [] } }), {
      price: priced({ price_type: 'byHousing' }),
      party: comparisonParty('2--0~2--0'),
    })
    expect(facts.price).toMatchObject({ who: '4 adultes, 2 logements' })
    expect(facts.departure).toBe('Le sam. 12 juin')
  })

  it("prices every product for the URL's party without its room types (another product's codes), two adults by default", () => {
    expect(comparisonParty('2-4-0-FAM')).toEqual({ rooms: [{ adults: 2, children_ages: [4], babies: 0 }] })
    expect(comparisonParty(undefined)).toEqual({ rooms: [{ adults: 2, children_ages: [], babies: 0 }] })
    expect(comparisonParty('nonsense')).toEqual(comparisonParty(undefined))
  })
})
