import { describe, expect, it } from 'vitest'
import { addMonths, chooseDeparture, chooseDuration, chooseMonth } from './availability'

const departures = [
  { code: 'PAR', label: 'Paris', min_price: 900 },
  { code: 'LYS', label: 'Lyon', min_price: 850 },
]
const durations = [
  { nights: 7, days: 8, label: '8 jours / 7 nuits', min_price: 900 },
  { nights: 14, days: 15, label: '15 jours / 14 nuits', min_price: 1500 },
]
const best = { date: '2027-03-14', nights: 14, departure_city: { code: 'LYS', label: 'Lyon' } }

describe('product page availability choice', () => {
  it('takes the URL departure when offered, else the best price one, else the first', () => {
    expect(chooseDeparture(departures, 'PAR', best)).toBe('PAR')
    expect(chooseDeparture(departures, 'NCE', best)).toBe('LYS')
    expect(chooseDeparture(departures, undefined, undefined)).toBe('PAR')
    expect(chooseDeparture([], 'PAR', best)).toBeUndefined()
  })

  it('takes the URL duration when offered, else the best price one, else the shortest', () => {
    expect(chooseDuration(durations, { nights: 7 }, best)?.nights).toBe(7)
    expect(chooseDuration(durations, { nights: 9 }, best)?.nights).toBe(14)
    expect(chooseDuration(durations, {}, undefined)?.nights).toBe(7)
  })

  it("carries the search's stay ('Une semaine' = '7,7') to the product's duration, before the best price's", () => {
    expect(chooseDuration(durations, { minMaxNights: '7,7' }, best)?.nights).toBe(7)
    expect(chooseDuration(durations, { minMaxNights: '10,21' }, best)?.nights).toBe(14)
    expect(chooseDuration(durations, { minMaxNights: '1,10' }, { ...best, nights: 3 })?.nights).toBe(7)
    // A stay the product does not offer: the best price's, as without a search.
    expect(chooseDuration(durations, { minMaxNights: '2,4' }, best)?.nights).toBe(14)
    // The URL's own duration wins over the search's stay.
    expect(chooseDuration(durations, { nights: 14, minMaxNights: '7,7' }, best)?.nights).toBe(14)
  })

  it('never opens a past month', () => {
    const today = '2027-02'
    expect(chooseMonth('2027-05', best, today)).toBe('2027-05')
    expect(chooseMonth('2026-12', best, today)).toBe('2027-03')
    expect(chooseMonth(undefined, undefined, today)).toBe('2027-02')
    expect(addMonths('2027-11', 3)).toBe('2028-02')
    expect(addMonths('2027-01', -1)).toBe('2026-12')
  })
})
