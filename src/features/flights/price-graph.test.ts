import { describe, expect, it } from 'vitest'
import type { MonthPrices } from '~/api-contract/flights'
import { graphCaption, graphDayLabel, graphDays, priceGraphWindow } from './price-graph'
import type { FlightSearchParams } from './search.schema'

const bounds = { min: '2026-11-01', max: '2027-10-28' }
const roundTrip = {
  _type: 'roundTrip',
  from: 'PAR',
  to: 'NCE',
  fromType: undefined,
  toType: undefined,
  departure: '2026-12-08',
  return: '2026-12-15',
  adults: 2,
  childrens: 1,
  infants: 0,
} satisfies Partial<FlightSearchParams>

/** A month's reply: every day priced by `price(date)` (null: no flight), returns `stay` days later. */
function month(ym: string, price: (date: string) => number | null, stay: number | null = 7): MonthPrices {
  const length = new Date(Date.UTC(Number(ym.slice(0, 4)), Number(ym.slice(5, 7)), 0)).getUTCDate()
  return {
    month: ym,
    days: Array.from({ length }, (_, i) => {
      const date = `${ym}-${String(i + 1).padStart(2, '0')}`
      const p = price(date)
      const back = new Date(`${date}T00:00:00Z`)
      back.setUTCDate(back.getUTCDate() + (stay ?? 0))
      return { date, price: p, return: p === null || stay === null ? null : back.toISOString().slice(0, 10) }
    }),
  }
}

describe('priceGraphWindow', () => {
  it('spans ±30 days around the departure, with the months to ask for the stay and passengers', () => {
    expect(priceGraphWindow(roundTrip, bounds)).toEqual({
      search: { from: 'PAR', to: 'NCE', fromType: 'City', toType: 'City', oneWay: false, stay: 7, adults: 2, childrens: 1, infants: 0 },
      current: '2026-12-08',
      first: '2026-11-08',
      last: '2027-01-07',
      months: ['2026-11', '2026-12', '2027-01'],
    })
  })

  it('keeps within the dates a search may have', () => {
    const early = priceGraphWindow({ ...roundTrip, departure: '2026-11-05', return: '2026-11-09' }, bounds)
    expect(early).toMatchObject({ first: '2026-11-01', last: '2026-12-05', months: ['2026-11', '2026-12'], search: { stay: 4 } })
    expect(priceGraphWindow({ ...roundTrip, departure: '2027-10-20', return: '2027-10-21' }, bounds)).toMatchObject({ last: '2027-10-28' })
  })

  it('a one way has no stay; the search’s own place types are asked', () => {
    const oneWay = priceGraphWindow({ ...roundTrip, _type: 'oneWay', return: undefined, fromType: 'Airport' }, bounds)
    expect(oneWay?.search).toMatchObject({ oneWay: true, stay: null, fromType: 'Airport', toType: 'City' })
  })

  it('none for what month prices cannot answer', () => {
    expect(priceGraphWindow({ ...roundTrip, _type: 'multiDestinations' }, bounds)).toBeNull()
    expect(priceGraphWindow({ ...roundTrip, return: undefined }, bounds)).toBeNull()
    expect(priceGraphWindow({ ...roundTrip, return: '2027-03-01' }, bounds)).toBeNull()
    expect(priceGraphWindow({ ...roundTrip, from: 'PARIS' }, bounds)).toBeNull()
    expect(priceGraphWindow({ ...roundTrip, to: 'PAR' }, bounds)).toBeNull()
    expect(priceGraphWindow({ ...roundTrip, infants: 3 }, bounds)).toBeNull()
    expect(priceGraphWindow({ ...roundTrip, adults: 5, childrens: 5 }, bounds)).toBeNull()
  })
})

describe('graphDays', () => {
  const range = priceGraphWindow(roundTrip, bounds)!
  const price = (date: string) => (date === '2026-12-25' ? null : 300 + (Number(date.slice(8, 10)) % 9) * 10)

  it('one day per date of the window, in order, whatever the order the months come in', () => {
    const days = graphDays(range, [month('2027-01', price), month('2026-11', price), month('2026-12', price)])
    expect(days).toHaveLength(61)
    expect(days[0]!.date).toBe('2026-11-08')
    expect(days.at(-1)!.date).toBe('2027-01-07')
    expect(days.map((d) => d.date)).toEqual([...days.map((d) => d.date)].sort())
  })

  it('marks the searched day and the lowest price; a day without flights has no price and no return', () => {
    const days = graphDays(range, [month('2026-11', price), month('2026-12', price), month('2027-01', price)])
    expect(days.filter((d) => d.current).map((d) => d.date)).toEqual(['2026-12-08'])
    expect(days.find((d) => d.current)).toMatchObject({ price: 380, return: '2026-12-15' })
    const cheapest = days.filter((d) => d.cheapest)
    expect(cheapest.length).toBeGreaterThan(0)
    for (const d of cheapest) expect(d.price).toBe(300)
    expect(days.find((d) => d.date === '2026-12-25')).toEqual({ date: '2026-12-25', return: null, price: null, cheapest: false, current: false })
  })

  it('no cheapest day when no day has a flight', () => {
    const days = graphDays(range, [month('2026-11', () => null), month('2026-12', () => null), month('2027-01', () => null)])
    expect(days.some((d) => d.cheapest)).toBe(false)
  })
})

describe('what the graph says', () => {
  it("names each day by its date and price ('mardi 8 décembre, 329,00 €')", () => {
    const day = { date: '2026-12-08', return: '2026-12-15', price: 329, cheapest: false, current: true }
    expect(graphDayLabel(day).replace(/\s/g, ' ')).toBe('mardi 8 décembre, 329,00 €')
    expect(graphDayLabel({ ...day, cheapest: true }).replace(/\s/g, ' ')).toBe('mardi 8 décembre, 329,00 €, prix le plus bas')
    expect(graphDayLabel({ ...day, price: null })).toBe('mardi 8 décembre, aucun vol')
  })

  it('says the stay, and that it does not follow the filters', () => {
    const range = priceGraphWindow(roundTrip, bounds)!
    expect(graphCaption(range, false)).toBe('Prix les plus bas par date de départ (séjour de 7 nuits)')
    expect(graphCaption(range, true)).toBe('Prix les plus bas par date de départ (séjour de 7 nuits), sans vos filtres')
    expect(graphCaption({ ...range, search: { ...range.search, oneWay: true, stay: null } }, false)).toBe('Prix les plus bas par date de départ (aller simple)')
  })
})
