import { describe, expect, it } from 'vitest'
import { flightSearchSchema } from './search.schema'
import { searchToward, tripSearchParams } from './search-url'

describe('tripSearchParams', () => {
  const trip = { from: 'PAR', fromLabel: 'Paris', to: 'NYC', toLabel: 'New York', departure: '2027-01-06', adults: 2, childrens: 1, infants: 0 }

  it('names a one-way trip (the URL default is a round trip)', () => {
    expect(tripSearchParams(trip)).toEqual({ _type: 'oneWay', ...trip })
  })

  it('gives a round trip its return date and the default type', () => {
    const params = tripSearchParams({ ...trip, return: '2027-01-13' })
    expect(params).toEqual({ ...trip, return: '2027-01-13' })
    expect(params._type).toBeUndefined()
  })
})

describe('searchToward', () => {
  const rome = { code: 'ROM', name: 'Rome', countryCode: 'IT' }
  const base = flightSearchSchema.parse({
    from: 'PAR',
    to: 'NCE',
    departure: '2027-01-06',
    return: '2027-01-13',
    adults: 2,
    childrens: 1,
    orderBy: 'mark_desc',
    scales: 'direct',
  })

  it('keeps the origin, dates and passengers, and none of the filters or sort', () => {
    const known = { PAR: { code: 'PAR', name: 'Paris', type: 'City', countryCode: 'FR' } }
    expect(searchToward(base, known, rome)).toEqual({
      from: 'PAR',
      fromLabel: 'Paris (PAR)',
      fromType: 'City',
      fromCountryCode: 'FR',
      to: 'ROM',
      toLabel: 'Rome (ROM)',
      toType: 'City',
      toCountryCode: 'IT',
      departure: '2027-01-06',
      return: '2027-01-13',
      adults: 2,
      childrens: 1,
      infants: 0,
    })
  })

  it('searches one way from a one-way or multi-city search (its first flight)', () => {
    expect(searchToward({ ...base, _type: 'oneWay' }, undefined, rome)).toMatchObject({
      _type: 'oneWay',
      from: 'PAR',
      fromLabel: 'PAR',
      departure: '2027-01-06',
    })
    expect(
      searchToward(
        { ...base, _type: 'multiDestinations', destinations: [{ from: 'LYS', fromLabel: 'Lyon (LYS)', to: 'MAD', departure: '2027-02-01' }] },
        undefined,
        rome,
      ),
    ).toMatchObject({
      _type: 'oneWay',
      from: 'LYS',
      fromLabel: 'Lyon (LYS)',
      departure: '2027-02-01',
    })
  })

  it('has no search without an origin or a date, or toward the origin', () => {
    expect(searchToward({ ...base, from: undefined }, undefined, rome)).toBeNull()
    expect(searchToward({ ...base, departure: undefined }, undefined, rome)).toBeNull()
    expect(searchToward({ ...base, from: 'ROM' }, undefined, rome)).toBeNull()
  })
})
