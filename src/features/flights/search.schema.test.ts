import { describe, expect, it } from 'vitest'
import { flightSearchSchema } from './search.schema'

describe('flightSearchSchema', () => {
  it('falls back to defaults for malformed values instead of failing', () => {
    const parsed = flightSearchSchema.parse({ adults: 'abc', orderBy: '\u0000', layoutStyle: 42, departure: '2026-02-30', scales: 'x' })
    expect(parsed).toMatchObject({
      _type: 'roundTrip',
      adults: 1,
      childrens: 0,
      infants: 0,
      orderBy: 'price_asc',
      layoutStyle: 'list',
      scales: 'all',
      maxPriceType: 'per-person',
    })
    expect(parsed.departure).toBeUndefined()
  })

  it('keeps a valid search with the spec names', () => {
    const parsed = flightSearchSchema.parse({
      _type: 'oneWay',
      from: 'par',
      to: 'NYC',
      departure: '2026-12-03',
      adults: '2',
      childrens: 1,
      infants: 1,
      scales: 'direct',
      oneNightScale: 'true',
      flightTime: '6-12',
      airlinesSelected: ['AF', 'KL'],
      orderBy: 'mark_desc',
      layoutStyle: 'grid',
    })
    expect(parsed).toMatchObject({
      _type: 'oneWay',
      from: 'PAR',
      to: 'NYC',
      adults: 2,
      childrens: 1,
      infants: 1,
      scales: 'direct',
      oneNightScale: true,
      flightTime: '6-12',
      orderBy: 'mark_desc',
      layoutStyle: 'grid',
    })
    expect(parsed.airlinesSelected).toEqual(['AF', 'KL'])
  })

  it('reads the emissions sort and the bag and emissions filters; a bad value is no filter and the default sort', () => {
    expect(flightSearchSchema.parse({ orderBy: 'co2_asc', checkedBag: 'true', lowEmissions: 'true' })).toMatchObject({
      orderBy: 'co2_asc',
      checkedBag: true,
      lowEmissions: true,
    })
    const bad = flightSearchSchema.parse({ orderBy: 'co2_desc', checkedBag: 'oui', lowEmissions: '1' })
    expect(bad.orderBy).toBe('price_asc')
    expect(bad.checkedBag).toBeUndefined()
    expect(bad.lowEmissions).toBeUndefined()
  })

  it("reads the price graph's state: closed unless the link says open", () => {
    expect(flightSearchSchema.parse({}).priceGraph).toBe(false)
    expect(flightSearchSchema.parse({ priceGraph: 'true' }).priceGraph).toBe(true)
    expect(flightSearchSchema.parse({ priceGraph: true }).priceGraph).toBe(true)
    expect(flightSearchSchema.parse({ priceGraph: 'ouvert' }).priceGraph).toBe(false)
  })

  it('caps every passenger count at 9', () => {
    expect(flightSearchSchema.parse({ adults: 12 }).adults).toBe(1)
  })
})
