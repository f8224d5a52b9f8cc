import { apiRequest } from '~/server/api'
import { cached, memoryLayer } from '~/server/cache'
import { airlineSchema, airportRecordSchema, pagedSchema, type Solution } from '~/api-contract/flights'
import type { AirlineInfo, PlaceInfo } from './dictionary-types'
import type { FlightSummary } from './flight-summary'

export type { AirlineInfo, PlaceInfo }

/**
 * Airline and airport names for result rows, kept on the server (flights.md §7: the airline
 * dictionary paged by 500 until no next; airports looked up by code). A page of results
 * carries only the entries its rows use. A day in the server store, shared by every instance;
 * this instance keeps them parsed in front.
 */

const DAY_SECONDS = 24 * 60 * 60
const airlines = memoryLayer<Map<string, AirlineInfo>>({ maxEntries: 1 })
/** An airport's names and time zone (the zone stays on the server: result rows need only the names). */
type AirportInfo = PlaceInfo & { timeZone?: string | undefined }
const airports = memoryLayer<AirportInfo | null>({ maxEntries: 2000 })

/** The airline dictionary, from the server store (a day) or the API; this instance keeps it as a map. */
function airlineMap(): Promise<Map<string, AirlineInfo>> {
  return cached({
    key: 'flights:airlines',
    ttlSeconds: DAY_SECONDS,
    memory: airlines,
    store: false,
    load: async () => new Map(await cached({ key: 'flights:airlines', ttlSeconds: DAY_SECONDS, load: async () => [...(await fetchAirlinePages())] })),
  })
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

/** An airport's names by code, from the server store (a day) or the API; this instance's in front. */
function airport(code: string): Promise<AirportInfo | null> {
  return cached({
    key: `flights:airport:${code}`,
    ttlSeconds: DAY_SECONDS,
    memory: airports,
    load: () =>
      apiRequest({
        path: '/report-airport-dict/',
        query: { code, page_size: 10 },
        schema: pagedSchema(airportRecordSchema),
        error: 'Failed to fetch airports',
      }).then((reply) => {
        const hit = reply.results.find((r) => r.code === code) ?? reply.results[0]
        return hit ? { name: hit.name, city: hit.city_name, countryCode: hit.country_code, timeZone: hit.time_zone } : null
      }),
  })
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

/** Carrier and airport codes result cards name (each route's carrier and ends). */
export function summaryCodes(flights: readonly FlightSummary[]) {
  const carriers = new Set<string>()
  const codes = new Set<string>()
  for (const f of flights)
    for (const r of f.routes) {
      carriers.add(r.carrier)
      codes.add(r.from)
      codes.add(r.to)
    }
  return { carriers, codes }
}

/** Names for these codes; unknown codes are simply absent (the code is shown). */
export async function dictionariesFor({ carriers, codes }: { carriers: Set<string>; codes: Set<string> }) {
  const [airlineNames, places] = await Promise.all([
    airlineMap().catch(() => new Map<string, AirlineInfo>()),
    Promise.all([...codes].map(async (code) => [code, await airport(code).catch(() => null)] as const)),
  ])
  return {
    airlines: Object.fromEntries([...carriers].flatMap((c) => (airlineNames.has(c) ? [[c, airlineNames.get(c)!]] : []))) as Record<string, AirlineInfo>,
    places: Object.fromEntries(
      places.flatMap(([code, p]) => (p ? [[code, { name: p.name, city: p.city, countryCode: p.countryCode } satisfies PlaceInfo]] : [])),
    ) as Record<string, PlaceInfo>,
  }
}

/** The IANA time zones of these airports (an unknown airport or zone is absent: its times are shown in UTC). */
export async function airportTimeZones(codes: Iterable<string>): Promise<Record<string, string>> {
  const found = await Promise.all([...new Set(codes)].map(async (code) => [code, (await airport(code).catch(() => null))?.timeZone] as const))
  return Object.fromEntries(found.filter((f): f is readonly [string, string] => typeof f[1] === 'string'))
}
