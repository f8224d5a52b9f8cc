import { createServerOnlyFn } from '@tanstack/react-start'
import { apiRequest } from '~/server/api'
import { MemoryCache } from '~/server/memory-cache'
import { cached } from '~/server/cache'
import { airlineSchema, airportRecordSchema, pagedSchema, type Solution } from '~/api-contract/flights'

/**
 * Airline and airport names for result rows, kept on the server (flights.md §7: the airline
 * dictionary paged by 500 until no next; airports looked up by code). A page of results
 * carries only the entries its rows use.
 */

export interface AirlineInfo {
  name: string
  logo: string
}
export interface PlaceInfo {
  name: string
  city: string
  countryCode: string
}

const DAY = 24 * 60 * 60 * 1000
let airlines: Promise<Map<string, AirlineInfo>> | undefined
let airlinesLoadedAt = 0
/** Airports by code: a day in the server store, shared by every instance; this instance's in front. */
const airports = new MemoryCache<Promise<PlaceInfo | null>>(2000, DAY)

/** The airline dictionary, from the server store (a day) or the API; this instance keeps it parsed. */
async function fetchAirlines(): Promise<Map<string, AirlineInfo>> {
  const entries = await cached('flights:airlines', { ttlSeconds: DAY / 1000 }, async () => [...(await fetchAirlinePages())])
  return new Map(entries)
}

async function fetchAirlinePages(): Promise<Map<string, AirlineInfo>> {
  const map = new Map<string, AirlineInfo>()
  for (let page = 1; page < 50; page++) {
    const reply = await apiRequest({
      path: '/report-airline-dict/',
      query: { page_size: 500, page },
      schema: pagedSchema(airlineSchema),
      error: 'Failed to fetch airlines',
    })
    for (const a of reply.results) map.set(a.code, { name: a.name, logo: a.logo_small_path })
    if (!reply.next) break
  }
  return map
}

function airlineMap(): Promise<Map<string, AirlineInfo>> {
  if (!airlines || Date.now() - airlinesLoadedAt > DAY) {
    airlinesLoadedAt = Date.now()
    airlines = fetchAirlines()
    airlines.catch(() => (airlines = undefined))
  }
  return airlines
}

function airport(code: string): Promise<PlaceInfo | null> {
  let pending = airports.get(code)
  if (!pending) {
    pending = cached(`flights:airport:${code}`, { ttlSeconds: DAY / 1000 }, () =>
      apiRequest({
        path: '/report-airport-dict/',
        query: { code, page_size: 10 },
        schema: pagedSchema(airportRecordSchema),
        error: 'Failed to fetch airports',
      }).then((reply) => {
        const hit = reply.results.find((r) => r.code === code) ?? reply.results[0]
        return hit ? { name: hit.name, city: hit.city_name, countryCode: hit.country_code } : null
      }),
    )
    airports.set(code, pending)
    pending.catch(() => airports.delete(code))
  }
  return pending
}

/** Carrier and airport codes used by solutions, added to the given sets. */
export function collectCodes(solutions: readonly Solution[], carriers = new Set<string>(), codes = new Set<string>()) {
  for (const s of solutions)
    for (const r of s.routes) {
      carriers.add(r.carrier)
      for (const seg of r.segments) {
        carriers.add(seg.carrier)
        codes.add(seg.departure)
        codes.add(seg.arrival)
      }
    }
  return { carriers, codes }
}

/** Names for these codes; unknown codes are simply absent (the code is shown). */
export const dictionariesFor = createServerOnlyFn(async ({ carriers, codes }: { carriers: Set<string>; codes: Set<string> }) => {
  const [airlineNames, places] = await Promise.all([
    airlineMap().catch(() => new Map<string, AirlineInfo>()),
    Promise.all([...codes].map(async (code) => [code, await airport(code).catch(() => null)] as const)),
  ])
  return {
    airlines: Object.fromEntries([...carriers].flatMap((c) => (airlineNames.has(c) ? [[c, airlineNames.get(c)!]] : []))) as Record<string, AirlineInfo>,
    places: Object.fromEntries(places.filter((p): p is readonly [string, PlaceInfo] => p[1] !== null)) as Record<string, PlaceInfo>,
  }
})
