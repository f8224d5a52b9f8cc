import { describe, expect, it } from 'vitest'
import { tripSearchParams } from './search-url'

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
