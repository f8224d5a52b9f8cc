import { describe, expect, it } from 'vitest'
import { toSearchData, type SearchCriteria } from './search-data'

const base: SearchCriteria = { _type: 'roundTrip', from: 'PAR', to: 'NYC', departure: '2026-12-03', return: '2026-12-10', adults: 2, childrens: 1, infants: 0 }

describe('toSearchData', () => {
  it('makes a round trip two segments, the second reversed', () => {
    expect(toSearchData(base)).toEqual({
      adults: 2,
      childrens: 1,
      infants: 0,
      segments: [
        { from: 'PAR', to: 'NYC', date: '2026-12-03', fromType: 'City', toType: 'City' },
        { from: 'NYC', to: 'PAR', date: '2026-12-10', fromType: 'City', toType: 'City' },
      ],
    })
  })

  it('makes a one-way one segment and a multi-destination one per row', () => {
    expect(toSearchData({ ...base, _type: 'oneWay' })?.segments).toHaveLength(1)
    const multi = toSearchData({
      ...base,
      _type: 'multiDestinations',
      destinations: [
        { from: 'PAR', to: 'ROM', departure: '2026-12-03' },
        { from: 'ROM', to: 'ATH', departure: '2026-12-08' },
      ],
    })
    expect(multi?.segments.map((s) => `${s.from}-${s.to}`)).toEqual(['PAR-ROM', 'ROM-ATH'])
  })

  it('is null while something is missing or the return is before the departure', () => {
    expect(toSearchData({ ...base, to: undefined })).toBeNull()
    expect(toSearchData({ ...base, return: '2026-12-01' })).toBeNull()
    expect(toSearchData({ ...base, _type: 'multiDestinations', destinations: [{ from: 'PAR', to: undefined, departure: '2026-12-03' }] })).toBeNull()
  })
})
