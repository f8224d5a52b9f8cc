import { describe, expect, it } from 'vitest'
import { calendarPricesOf, monthPricesInputSchema } from './month-prices'

const paris = { code: 'PAR', name: 'Paris', countryCode: 'FR', type: 'City' }
const nice = { code: 'NCE', name: 'Nice', countryCode: 'FR', type: 'City' }
const form = { from: paris, to: nice, departure: '2026-12-08', return: '2026-12-15', adults: 2, childrens: 1, infants: 0 }

describe('calendarPricesOf', () => {
  it("prices the route, passengers and the round trip's stay", () => {
    const search = calendarPricesOf(form, false)
    expect(search).toEqual({ from: 'PAR', to: 'NCE', fromType: 'City', toType: 'City', oneWay: false, stay: 7, adults: 2, childrens: 1, infants: 0 })
    expect(monthPricesInputSchema.safeParse({ ...search, month: '2026-12' }).success).toBe(true)
  })
  it('a stay across a month and a time change counts days, not hours', () => {
    expect(calendarPricesOf({ ...form, departure: '2027-03-25', return: '2027-04-02' }, false)?.stay).toBe(8)
  })
  it('no stay while a date is missing or for a one way; nothing without both places', () => {
    expect(calendarPricesOf({ ...form, return: '' }, false)?.stay).toBeNull()
    expect(calendarPricesOf(form, true)).toMatchObject({ oneWay: true, stay: null })
    expect(calendarPricesOf({ ...form, to: null }, false)).toBeNull()
    expect(calendarPricesOf({ ...form, to: paris }, false)).toBeNull()
  })
})
