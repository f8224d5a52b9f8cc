import { describe, expect, it } from 'vitest'
import { departureCitiesLabel, destinationsLabel, nightsLabel, originalPrice, paysFeeOnBoard, priceUnit, shownDiscount } from './product-format'

const price = (final_price: number, reduction_rate: number, price_type_value: 'onePersDouble' | 'onePers' | 'byHousing' = 'onePersDouble') => ({
  base_price_availability: { final_price, reduction_rate, meal_plan: { label: 'Demi-pension' }, price_type_bean: { price_type_value } },
})

describe('product facts', () => {
  it("joins parent destinations with ' - '", () => {
    expect(
      destinationsLabel({
        parent_destinations: [
          {
            code: 'europe',
            label: 'Europe',
            destinations: [
              { code: 'gr', label: 'Grèce' },
              { code: 'crete', label: 'Crète' },
            ],
          },
        ],
      }),
    ).toBe('Europe - Grèce - Crète')
    expect(
      destinationsLabel({
        parent_destinations: [
          {
            code: 'france',
            label: 'France',
            destinations: [
              { code: 'FR', label: 'France' },
              { code: 'alpes', label: 'Alpes' },
            ],
          },
        ],
      }),
    ).toBe('France - Alpes')
  })

  it("reads nights as 'N nuits' or 'A à B nuits', and departure cities", () => {
    expect(nightsLabel(7, 7)).toBe('7 nuits')
    expect(nightsLabel(1, 1)).toBe('1 nuit')
    expect(nightsLabel(7, 14)).toBe('7 à 14 nuits')
    expect(departureCitiesLabel(3)).toBe('3 villes de départ')
    expect(departureCitiesLabel(1)).toBe('1 ville de départ')
    expect(departureCitiesLabel(0)).toBeNull()
  })

  it('shows a discount only when the rounded rate exceeds 5 %', () => {
    expect(shownDiscount(price(900, 5))).toBeNull()
    expect(shownDiscount(price(900, 5.4))).toBeNull()
    expect(shownDiscount(price(900, 5.5))).toBe(6)
    expect(shownDiscount(price(800, 20))).toBe(20)
    expect(originalPrice(price(800, 20))).toBe(1000)
    expect(originalPrice(price(800, 3))).toBeUndefined()
  })

  it('labels the price per person or per accommodation, and the cruise fee', () => {
    expect(priceUnit(price(1, 0, 'onePersDouble'))).toBe('par personne')
    expect(priceUnit(price(1, 0, 'onePers'))).toBe('par personne')
    expect(priceUnit(price(1, 0, 'byHousing'))).toBe('par logement')
    expect(paysFeeOnBoard({ product_types: [{ code: 'CR', label: 'Croisière' }] })).toBe(true)
    expect(paysFeeOnBoard({ product_types: [{ code: 'SE', label: 'Séjour' }] })).toBe(false)
  })
})
