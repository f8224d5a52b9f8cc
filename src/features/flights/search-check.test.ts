import { describe, expect, it } from 'vitest'
import { MESSAGES, type PlaceValue } from './search-form.schema'
import { isSearchAttempt, searchCodes, searchUrlIssues } from './search-check'

const place = (code: string, name: string): PlaceValue => ({ code, name, countryCode: 'FR', type: 'City' })
const known = { PAR: place('PAR', 'Paris'), NCE: place('NCE', 'Nice'), ZZZ: null }
const min = '2027-03-01'
const trip = { _type: 'roundTrip' as const, from: 'PAR', to: 'NCE', departure: '2027-03-10', return: '2027-03-17', adults: 1, childrens: 0, infants: 0 }

describe('a /search URL checked with the form rules', () => {
  it('passes a valid search and says nothing about a bare /search', () => {
    expect(searchUrlIssues(trip, known, min)).toEqual([])
    expect(searchUrlIssues({ _type: 'roundTrip' }, known, min)).toEqual([])
    expect(isSearchAttempt({ _type: 'oneWay', from: 'PAR' })).toBe(true)
    expect(
      searchCodes({
        _type: 'multiDestinations',
        destinations: [
          { from: 'PAR', to: 'NCE' },
          { from: 'NCE', to: 'PAR' },
        ],
      }),
    ).toEqual(['PAR', 'NCE'])
  })

  it('gives each invalid combination its field and French message', () => {
    expect(searchUrlIssues({ ...trip, to: 'PAR' }, known, min)).toEqual([{ field: 'to', message: MESSAGES.samePlace }])
    expect(searchUrlIssues({ ...trip, from: 'ZZZ' }, known, min)).toEqual([{ field: 'from', message: MESSAGES.pickDeparture }])
    expect(searchUrlIssues({ ...trip, to: 'ZZZ' }, known, min)).toEqual([{ field: 'to', message: MESSAGES.pickDestination }])
    expect(searchUrlIssues({ ...trip, departure: '2027-02-01' }, known, min)).toEqual([{ field: 'departure', message: MESSAGES.invalidDate }])
    expect(searchUrlIssues({ ...trip, return: '2027-03-05' }, known, min)).toEqual([{ field: 'return', message: MESSAGES.returnBeforeDeparture }])
    expect(searchUrlIssues({ ...trip, adults: 2, infants: 3 }, known, min)).toEqual([{ field: 'infants', message: MESSAGES.infantsOverAdults }])
    expect(searchUrlIssues({ ...trip, adults: 1, childrens: 9 }, known, min)).toEqual([{ field: 'adults', message: MESSAGES.tooManyPassengers }])
    expect(searchUrlIssues({ ...trip, to: undefined }, known, min)).toEqual([{ field: 'to', message: MESSAGES.required }])
    expect(searchUrlIssues({ _type: 'oneWay', from: 'PAR', to: 'NCE' }, known, min)).toEqual([{ field: 'departure', message: MESSAGES.required }])
    expect(
      searchUrlIssues(
        {
          _type: 'multiDestinations',
          destinations: [
            { from: 'PAR', to: 'NCE', departure: '2027-03-10' },
            { from: 'NCE', to: 'NCE', departure: '2027-03-12' },
          ],
        },
        known,
        min,
      ),
    ).toEqual([{ field: 'destinations[1].to', message: MESSAGES.samePlace }])
  })
})
