import { describe, expect, it } from 'vitest'
import { chooseFormalityPage } from './formality-choice'

const page = (country_code: string, area_code: string) => ({ country_code, area_code, title: `${country_code}/${area_code}` })
const SPAIN = [page('ES', ''), page('ES', 'canaries-atlantique'), page('ES', 'TFS')]

describe('chooseFormalityPage', () => {
  it("takes the page of the destination's area when it has one, the most precise area first", () => {
    expect(chooseFormalityPage(SPAIN, 'ES', ['tenerife', 'canaries-atlantique'])?.title).toBe('ES/canaries-atlantique')
    expect(chooseFormalityPage(SPAIN, 'ES', ['TFS', 'canaries-atlantique'])?.title).toBe('ES/TFS')
    expect(chooseFormalityPage(SPAIN, 'ES', ['tfs'])?.title).toBe('ES/TFS')
  })

  it("else the country's own page (no area, or the country's code), never another area's", () => {
    expect(chooseFormalityPage(SPAIN, 'ES', ['andalousie', 'europe'])?.title).toBe('ES/')
    expect(chooseFormalityPage(SPAIN, 'ES')?.title).toBe('ES/')
    expect(chooseFormalityPage(SPAIN, 'ES', [''])?.title).toBe('ES/')
    expect(chooseFormalityPage([page('ES', 'TFS'), page('ES', 'ES')], 'ES', ['MAD'])?.title).toBe('ES/ES')
  })

  it("else the country's first page (a country page marked with a wider zone); nothing for another country or none", () => {
    expect(chooseFormalityPage([page('IT', 'EU')], 'IT', ['rome'])?.title).toBe('IT/EU')
    expect(chooseFormalityPage(SPAIN, 'PT', ['canaries-atlantique'])).toBeUndefined()
    expect(chooseFormalityPage([], 'ES', ['TFS'])).toBeUndefined()
  })
})
