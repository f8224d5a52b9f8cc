import { describe, expect, it } from 'vitest'
import { getAgencies, type Agency } from './agencies'

/** Distance in km between two points (haversine). */
function km(a: Agency, b: { gps_latitude: number; gps_longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const dLat = rad(b.gps_latitude - a.gps_latitude)
  const dLng = rad(b.gps_longitude - a.gps_longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.gps_latitude)) * Math.cos(rad(b.gps_latitude)) * Math.sin(dLng / 2) ** 2
  return 6371 * 2 * Math.asin(Math.sqrt(h))
}

/** The department of a postcode (2 digits; 3 overseas). */
const department = (postal: string) => (postal.startsWith('97') ? postal.slice(0, 3) : postal.slice(0, 2))

describe('demo seed: agency addresses', () => {
  const agencies = getAgencies()
  // Two towns share a name (Saint-Denis, 93 and La Réunion): overseas ones apart.
  const byCity = new Map<string, Agency[]>()
  for (const a of agencies) {
    const key = `${a.city}${a.postal_code.startsWith('97') ? ' (outre-mer)' : ''}`
    byCity.set(key, [...(byCity.get(key) ?? []), a])
  }

  it('gives each agency a postcode of its city, a street address and a position in town', () => {
    for (const [city, list] of byCity) {
      const centre = { gps_latitude: list[0]!.gps_latitude, gps_longitude: list[0]!.gps_longitude }
      for (const agency of list) {
        expect(agency.postal_code, agency.name).toMatch(/^\d{5}$/)
        expect(department(agency.postal_code), agency.name).toBe(department(list[0]!.postal_code))
        expect(agency.address, agency.name).toMatch(/^\d{1,3} \S/)
        expect(km(agency, centre), `${agency.name} is far from ${city}`).toBeLessThan(12)
      }
    }
  })

  it("spreads Paris's agencies over their own arrondissements, each address once", () => {
    const paris = byCity.get('Paris')!
    expect(new Set(agencies.map((a) => a.name)).size).toBe(agencies.length)
    expect(paris.length).toBeGreaterThanOrEqual(5)
    const arrondissements = paris.map((a) => Number(a.postal_code.slice(3)))
    for (const [i, a] of paris.entries()) {
      expect(a.postal_code).toMatch(/^750\d\d$/)
      expect(arrondissements[i]).toBeGreaterThanOrEqual(1)
      expect(arrondissements[i]).toBeLessThanOrEqual(20)
      // Inside the périphérique.
      expect(a.gps_latitude).toBeGreaterThan(48.815)
      expect(a.gps_latitude).toBeLessThan(48.902)
      expect(a.gps_longitude).toBeGreaterThan(2.25)
      expect(a.gps_longitude).toBeLessThan(2.42)
    }
    expect(new Set(arrondissements).size).toBe(paris.length)
    expect(new Set(agencies.map((a) => `${a.address}, ${a.postal_code}`)).size).toBe(agencies.length)
  })

  it('names no shopping centre of another town', () => {
    for (const agency of agencies) {
      // The Grand Var centre is in La Valette-du-Var (83); Grand Littoral in Marseille's 15th.
      if (/Grand Var/.test(agency.address2 ?? '')) expect(agency.postal_code).toBe('83160')
      if (/Grand Littoral/.test(agency.address2 ?? '')) expect(agency.postal_code).toBe('13015')
      if (/Part-Dieu/.test(agency.address2 ?? '')) expect(agency.postal_code).toBe('69003')
    }
  })
})
