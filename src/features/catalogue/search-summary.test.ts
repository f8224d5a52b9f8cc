import { describe, expect, it } from 'vitest'
import { resultsTitle } from './results-title'
import { dateSummary, durationSummary, monthLabel, productWord } from './search-summary'

describe('search summary', () => {
  it('reads dates with their tolerance, months and durations', () => {
    expect(dateSummary({ departureDay: '2027-06-12', flexibilityDays: 2 })).toBe('12 juin 2027 ± 2 j')
    expect(dateSummary({ departureDay: '2027-06-12' })).toBe('12 juin 2027')
    expect(dateSummary({ departureYearMonth: '2027-07' })).toBe('juillet 2027')
    expect(dateSummary({})).toBeNull()
    expect(monthLabel('2028-01')).toBe('janvier 2028')
    expect(durationSummary('7,14')).toBe('Entre une et deux semaines')
    expect(durationSummary('10,10')).toBe('10 jours')
    expect(durationSummary(undefined)).toBeNull()
  })

  it('titles results by travel type and destination', () => {
    expect(resultsTitle({ travelType: 'circuit', destination: 'crete' }, new Map([['crete', 'Crète']]))).toBe('Circuits : Crète')
    expect(resultsTitle({}, new Map())).toBe('Séjours, circuits et croisières')
    expect(productWord({ travelType: 'croisiere' })).toBe('Croisières')
    expect(productWord({})).toBe('Nos offres')
  })
})
