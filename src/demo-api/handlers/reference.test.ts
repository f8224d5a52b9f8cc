import { describe, expect, it } from 'vitest'
import { errorMessagesReplySchema, formalityPagesReplySchema, insurancePagesReplySchema, salesConditionsPagesReplySchema } from '~/api-contract/orders'
import { airlineSchema, airportRecordSchema, locationSchema, locationSearchReplySchema, pagedSchema } from '~/api-contract/flights'
import { call } from '../test-utils'

describe('demo API: dictionaries, locations, configuration and pages', () => {
  it('pages the airline dictionary until no next', async () => {
    const first = pagedSchema(airlineSchema).parse((await call('/report-airline-dict/?page_size=50&page=1')).json)
    expect(first.count).toBeGreaterThanOrEqual(60)
    expect(first.next).toContain('page=2')
    const second = pagedSchema(airlineSchema).parse((await call(first.next!.replace('/api/v2', ''))).json)
    expect(second.results.length + first.results.length).toBe(first.count)
    expect(second.next).toBeNull()
    const logo = await call(first.results[0]!.logo_small_path.replace('/api/v2', ''))
    expect(logo.headers.get('content-type')).toBe('image/svg+xml')
    expect((await call('/report-airline-dict/?page=99')).status).toBe(404)
    expect((await call('/report-airline-dict/?page_size=abc')).status).toBe(400)
  })

  it('answers the airport dictionary by code and by search', async () => {
    const all = pagedSchema(airportRecordSchema).parse((await call('/report-airport-dict/?page_size=1000')).json)
    expect(all.results.filter((a) => a.category !== 'Rail station').length).toBeGreaterThanOrEqual(150)
    const cdg = pagedSchema(airportRecordSchema).parse((await call('/report-airport-dict/?code=CDG')).json)
    expect(cdg.results[0]).toMatchObject({ code: 'CDG', city_code: 'PAR', country_name: 'France' })
    const search = pagedSchema(airportRecordSchema).parse((await call('/report-airport-dict/?search=londres&ordering=name&page_size=10')).json)
    expect(search.results.map((a) => a.code)).toEqual(expect.arrayContaining(['LHR', 'LGW', 'STN']))
  })

  it('searches and looks up locations', async () => {
    const map = locationSearchReplySchema.parse((await call('/locations/search?searchTerm=paris')).json)
    expect(map.PAR).toMatchObject({ category: 'City' })
    expect(Object.keys(map)).toEqual(expect.arrayContaining(['CDG', 'ORY', 'BVA']))
    expect(Object.keys(locationSearchReplySchema.parse((await call('/locations/search?searchTerm=zzzzqq')).json))).toHaveLength(0)
    expect(locationSchema.parse((await call('/locations/XYD')).json).category).toBe('Rail station')
    expect((await call('/locations/QQQ')).status).toBe(404)
    expect((await call('/locations/search')).status).toBe(400)
  })

  it('serves error messages, insurance and formalities pages', async () => {
    const errors = errorMessagesReplySchema.parse((await call('/configuration/error-messages/?code=NO_FLIGHTS&provider=amadeus')).json)
    expect(errors[0]!.message).toContain('Aucun vol')
    expect(errorMessagesReplySchema.parse((await call('/configuration/error-messages/?code=NOPE&provider=x')).json)).toEqual([])
    const insurance = insurancePagesReplySchema.parse((await call('/pages/?type=insurance_page')).json)
    expect(insurance.results.length).toBeGreaterThan(0)
    const formality = formalityPagesReplySchema.parse((await call('/pages/?type=formality_page&country_code=US')).json)
    expect(formality.results.map((p) => p.area_code)).toEqual([''])
    expect(formality.results[0]!.body).toContain('ESTA')
    // A country with areas of their own: its page first, then theirs; area_code asks for one.
    const spain = formalityPagesReplySchema.parse((await call('/pages/?type=formality_page&country_code=ES')).json)
    expect(spain.results[0]).toMatchObject({ area_code: '', title: 'Formalités pour l’Espagne' })
    expect(spain.results.filter((p) => p.title === 'Formalités pour les îles Canaries').map((p) => p.area_code)).toEqual(
      expect.arrayContaining(['canaries-atlantique', 'TFS', 'LPA']),
    )
    const canaries = formalityPagesReplySchema.parse((await call('/pages/?type=formality_page&country_code=ES&area_code=TFS')).json)
    expect(canaries.results.map((p) => [p.area_code, p.title])).toEqual([['TFS', 'Formalités pour les îles Canaries']])
    expect(canaries.results[0]!.body).toContain('franchises douanières')
    expect(formalityPagesReplySchema.parse((await call('/pages/?type=formality_page&country_code=ES&area_code=nulle-part')).json).results).toEqual([])
    const conditions = salesConditionsPagesReplySchema.parse((await call('/pages/?type=sales_conditions_page')).json)
    expect(conditions.results.map((p) => p.title)).toEqual(['Conditions particulières de vente'])
    expect((await call('/pages/?type=nope')).status).toBe(400)
  })
})
