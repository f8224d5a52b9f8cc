import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isInputValidationError } from '~/server/errors-middleware'
import { PLACE_SUGGESTIONS_MAX, placeSearchInput } from './places'
import { findPlaces } from './places.server'
import { distanceMetres } from './proximity'

const names = async (text: string) => (await findPlaces(text)).map((p) => p.name)

// The first search loads and indexes the gazetteer, and the property runs hundreds: seconds on a loaded machine.
describe('findPlaces (the French gazetteer)', { timeout: 60_000 }, () => {
  it('finds a town by the start of its name, whatever the case, accents and hyphens', async () => {
    expect((await names('lyon'))[0]).toBe('Lyon')
    for (const typed of ['saint etienne', 'SAINT-ÉTIENNE', 'st etienne', 'Saint Étie']) expect((await names(typed))[0]).toBe('Saint-Étienne')
    expect(await names('etienne')).toContain('Saint-Étienne')
    const [lyon] = await findPlaces('Lyon')
    expect(lyon).toMatchObject({ id: '69123', department: '69', departmentName: 'Rhône', postcode: null })
    expect(distanceMetres(lyon!, { latitude: 45.764, longitude: 4.8357 })).toBeLessThan(5_000)
  })

  it('ranks the whole name first, then the most populous', async () => {
    const vienne = await findPlaces('Vienne')
    expect(vienne[0]).toMatchObject({ name: 'Vienne', department: '38', postcode: '38200' })
    // 'saint': no town of that name; Saint-Étienne (173,000 inhabitants) before every other Saint-….
    expect((await names('saint'))[0]).toBe('Saint-Étienne')
    expect((await names('Mar'))[0]).toBe('Marseille')
  })

  it('finds postcodes, the exact one first; Paris, Lyon and Marseille by their arrondissements', async () => {
    expect(await findPlaces('69003')).toEqual([expect.objectContaining({ name: 'Lyon 3e Arrondissement', postcode: '69003' })])
    expect((await findPlaces('42000'))[0]).toMatchObject({ name: 'Saint-Étienne', postcode: '42000' })
    const paris = await findPlaces('750')
    expect(paris.map((p) => p.postcode)).toEqual(['75001', '75002', '75003', '75004', '75005', '75006', '75007', '75008'])
    expect(paris[0]!.name).toBe('Paris 1er Arrondissement')
    // By name, a city stands for its arrondissements, unless a number asks for one.
    expect(await names('paris')).not.toContain('Paris 15e Arrondissement')
    expect((await names('paris 15'))[0]).toBe('Paris 15e Arrondissement')
  })

  it('needs 3 characters, stops at 8 suggestions and answers nothing to what is not a place', async () => {
    for (const short of ['', '  ', 'ly', 'L-', '69', '!!!']) expect(await findPlaces(short)).toEqual([])
    expect(await findPlaces('Sai')).toHaveLength(PLACE_SUGGESTIONS_MAX)
    for (const odd of ['750012', '0000000000', 'zzzq', 'a'.repeat(100), '<script>']) expect(await findPlaces(odd)).toEqual([])
  })

  it('answers any text the validator lets through, and the validator refuses the rest (a 400, not a 5xx)', async () => {
    const schema = placeSearchInput()
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 140 }), fc.string({ unit: 'binary', maxLength: 140 }), fc.stringMatching(/^[0-9 ]{0,12}$/)),
        async (text) => {
          const input = schema.safeParse({ text })
          if (!input.success) {
            expect(text.length).toBeGreaterThan(100)
            expect(isInputValidationError(new Error(JSON.stringify(input.error.issues)))).toBe(true)
            return
          }
          const places = await findPlaces(input.data.text)
          expect(places.length).toBeLessThanOrEqual(PLACE_SUGGESTIONS_MAX)
          for (const place of places) {
            expect(Number.isFinite(place.latitude) && Number.isFinite(place.longitude)).toBe(true)
            expect(place.name).not.toBe('')
          }
        },
      ),
      { numRuns: 200 },
    )
  })
})
