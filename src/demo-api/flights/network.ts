import { Temporal } from 'temporal-polyfill'
import type { FlightRoute } from '~/api-contract/flights'
import { distanceKm } from '../lib/geo'
import type { Rng } from '../lib/random'
import { AIRLINES, AIRLINES_BY_CODE, type Airline } from '../seed/airlines'
import { AIRPORTS_BY_CITY, AIRPORTS_BY_CODE, resolveLocation, type Airport } from '../seed/airports'

/**
 * The demo's flight network: who flies where (direct carriers, hubs, TGV AIR train legs),
 * route templates between two places, and the time helpers the generator works with.
 */

export interface FlightSearchSegment {
  from: string
  to: string
  /** YYYY-MM-DD */
  date: string
  fromType?: string | undefined
  toType?: string | undefined
}

export interface FlightSearch {
  adults: number
  childrens: number
  infants: number
  segments: readonly FlightSearchSegment[]
}

export interface GenerateOptions {
  /** How many solutions to aim for (default: by route popularity, several hundred on busy routes). */
  count?: number
  /** Only solutions with an airport change at a stop (fault `airport-change`). */
  forceAirportChange?: boolean
}

export interface Leg {
  from: Airport
  to: Airport
  carrier: Airline
  train: boolean
}

export interface Template {
  legs: Leg[]
  /** Connection in another airport of the same city, between leg index i and i+1. */
  airportChange: boolean
  lowCost: boolean
  carrier: Airline
  distance: number
}

export interface RouteOption {
  route: Omit<FlightRoute, 'nightsBeforeRoute'>
  carrierCode: string
  lowCost: boolean
  /** Price per adult for this route. */
  price: number
  depUtc: number
  arrUtc: number
  /** Local epoch-day of first departure and of last arrival. */
  depDay: number
  arrDay: number
}

export const TRAIN_STATIONS_TO_CDG = ['XYD', 'XRF', 'ZFQ', 'ZFJ', 'QJZ', 'XDB', 'XWG', 'XPJ', 'XZN', 'XSH', 'XHK', 'XJY']
export const SNCF = AIRLINES_BY_CODE.get('2C')!
export const AIR_FRANCE = AIRLINES_BY_CODE.get('AF')!
export const CDG = AIRPORTS_BY_CODE.get('CDG')!

// ---------------------------------------------------------------------------------------
// Time zones: offset (minutes) of a zone on a date, cached.
export const offsetCache = new Map<string, number>()
export function offsetMinutes(timeZone: string, date: string): number {
  const key = `${timeZone}|${date}`
  let offset = offsetCache.get(key)
  if (offset === undefined) {
    const zdt = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone, plainTime: '12:00' })
    offset = zdt.offsetNanoseconds / 60e9
    offsetCache.set(key, offset)
  }
  return offset
}

export const epochDay = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000
export const localIso = (localMinutes: number) => new Date(localMinutes * 60_000).toISOString().slice(0, 16)
export const hmm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
export const round5 = (n: number) => Math.max(5, Math.round(n / 5) * 5)

export function legMinutes(leg: Leg): number {
  const d = distanceKm(leg.from.lat, leg.from.lng, leg.to.lat, leg.to.lng)
  if (leg.train) return round5((d / 205) * 60 + 15)
  return round5(35 + (d / 800) * 60)
}

// ---------------------------------------------------------------------------------------
// Who flies where.
export const airportsOnly = (list: readonly Airport[]) => list.filter((a) => a.kind === 'airport')
export const dist = (a: Airport, b: Airport) => distanceKm(a.lat, a.lng, b.lat, b.lng)

/** Whether `airline` plausibly flies a → b non-stop. */
export function flies(airline: Airline, a: Airport, b: Airport): boolean {
  if (a.city === b.city) return false
  const d = dist(a, b)
  if (d < 150) return false
  const atHub = airline.hubs.includes(a.code) || airline.hubs.includes(b.code)
  const home = airline.home.includes(a.country) || airline.home.includes(b.country)
  if (airline.lowCost) return d < 4500 && (atHub || home) && (a.size + b.size >= 3 || atHub)
  if (airline.code === '2C') return false
  if (atHub) return d < 3500 || b.size >= 2 || a.size >= 2 || home
  // Point-to-point for a carrier's home country (e.g. Corsair ORY–PTP is a hub case, Tunisair MRS–TUN is home).
  return home && (d < 3000 ? a.size + b.size >= 3 : a.size >= 2 && b.size >= 2)
}

export function directCarriers(a: Airport, b: Airport): Airline[] {
  return AIRLINES.filter((airline) => flies(airline, a, b))
}

export function trainStationFor(airport: Airport): Airport | undefined {
  return AIRPORTS_BY_CITY.get(airport.city)?.find((s) => s.kind === 'rail' && TRAIN_STATIONS_TO_CDG.includes(s.code))
}

/** Itinerary templates (airports and carriers, no times) from one origin to one destination. */
export function templatesBetween(o: Airport, d: Airport, rng: Rng): Template[] {
  const out: Template[] = []
  const total = dist(o, d)
  const add = (legs: Leg[], airportChange = false) => {
    const carrier = legs.find((l) => !l.train)?.carrier ?? legs[0]!.carrier
    out.push({ legs, airportChange, lowCost: legs.every((l) => l.carrier.lowCost), carrier, distance: legs.reduce((s, l) => s + dist(l.from, l.to), 0) })
  }
  const leg = (from: Airport, to: Airport, carrier: Airline, train = false): Leg => ({ from, to, carrier, train })

  // Direct.
  for (const carrier of directCarriers(o, d)) add([leg(o, d, carrier)])

  // One stop through a hub of a regular carrier (same carrier on both legs), or of a low-cost one.
  const maxDetour = total < 1200 ? 2.3 : total < 4000 ? 1.6 : 1.35
  for (const carrier of AIRLINES) {
    if (carrier.code === '2C') continue
    for (const hubCode of carrier.hubs) {
      const hub = AIRPORTS_BY_CODE.get(hubCode)
      if (!hub || hub.city === o.city || hub.city === d.city) continue
      if ((dist(o, hub) + dist(hub, d)) / Math.max(total, 1) > maxDetour) continue
      if (!flies(carrier, o, hub) || !flies(carrier, hub, d)) continue
      add([leg(o, hub, carrier), leg(hub, d, carrier)])
      // Airport change: arrive at this hub, leave from another hub of the same carrier in the same city.
      for (const otherCode of carrier.hubs) {
        const other = AIRPORTS_BY_CODE.get(otherCode)
        if (other && other !== hub && other.city === hub.city && flies(carrier, other, d) && rng.chance(0.6)) {
          add([leg(o, hub, carrier), leg(other, d, carrier)], true)
        }
      }
    }
  }

  // Two stops: a hub near the origin, then a hub near the destination (long trips to small airports).
  if (total > 2500 && (out.length < 6 || d.size === 1 || o.size === 1)) {
    const firsts = AIRLINES.filter(
      (c) => !c.lowCost && c.code !== '2C' && c.hubs.some((h) => AIRPORTS_BY_CODE.get(h) && dist(o, AIRPORTS_BY_CODE.get(h)!) < 1500),
    )
    const lasts = AIRLINES.filter(
      (c) => !c.lowCost && c.code !== '2C' && c.hubs.some((h) => AIRPORTS_BY_CODE.get(h) && dist(AIRPORTS_BY_CODE.get(h)!, d) < 3000),
    )
    let added = 0
    for (const a of firsts) {
      for (const b of lasts) {
        if (added >= 8) break
        const h1 = AIRPORTS_BY_CODE.get(a.hubs[0]!)!
        const h2 = AIRPORTS_BY_CODE.get(b.hubs.find((h) => dist(AIRPORTS_BY_CODE.get(h)!, d) < 3000)!)!
        if (h1.city === h2.city || h1.city === o.city || h2.city === d.city || h1.city === d.city || h2.city === o.city) continue
        if ((dist(o, h1) + dist(h1, h2) + dist(h2, d)) / total > 1.5) continue
        if (!flies(a, o, h1) || !(flies(a, h1, h2) || flies(b, h1, h2)) || !flies(b, h2, d)) continue
        add([leg(o, h1, a), leg(h1, h2, flies(a, h1, h2) ? a : b), leg(h2, d, b)])
        added++
      }
    }
  }
  return out
}

/** Templates for a search segment: every origin × destination pair, plus TGV AIR train legs. */
export function templatesFor(fromCode: string, toCode: string, rng: Rng, forceAirportChange: boolean): Template[] {
  const origins = resolveLocation(fromCode)
  const destinations = resolveLocation(toCode)
  const out: Template[] = []
  const originAirports = airportsOnly(origins)
  const destinationAirports = airportsOnly(destinations)
  for (const o of originAirports) for (const d of destinationAirports) out.push(...templatesBetween(o, d, rng))

  // Train legs: a French station with TGV AIR to CDG, then Air France from CDG (and the reverse).
  const originStations = new Set<Airport>()
  for (const o of origins) {
    const s = o.kind === 'rail' ? o : trainStationFor(o)
    if (s && TRAIN_STATIONS_TO_CDG.includes(s.code)) originStations.add(s)
  }
  const destinationStations = new Set<Airport>()
  for (const d of destinations) {
    const s = d.kind === 'rail' ? d : trainStationFor(d)
    if (s && TRAIN_STATIONS_TO_CDG.includes(s.code)) destinationStations.add(s)
  }
  const train = (from: Airport, to: Airport): Leg => ({ from, to, carrier: AIR_FRANCE, train: true })
  const mk = (legs: Leg[]): Template => ({
    legs,
    airportChange: false,
    lowCost: false,
    carrier: AIR_FRANCE,
    distance: legs.reduce((s, l) => s + dist(l.from, l.to), 0),
  })
  for (const s of originStations) {
    for (const d of destinationAirports) {
      if (d.code === 'CDG') out.push(mk([train(s, CDG)]))
      else if (flies(AIR_FRANCE, CDG, d) && d.city !== s.city) out.push(mk([train(s, CDG), { from: CDG, to: d, carrier: AIR_FRANCE, train: false }]))
    }
  }
  for (const s of destinationStations) {
    for (const o of originAirports) {
      if (o.code === 'CDG') out.push(mk([train(CDG, s)]))
      else if (flies(AIR_FRANCE, o, CDG) && o.city !== s.city) out.push(mk([{ from: o, to: CDG, carrier: AIR_FRANCE, train: false }, train(CDG, s)]))
    }
  }
  // Rail station to rail station through CDG is not offered; a station to Paris is a plain train.

  if (forceAirportChange) {
    let changes = out.filter((t) => t.airportChange)
    if (changes.length === 0) {
      // Via Paris: arrive at Orly, leave from Charles de Gaulle (or London Gatwick → Heathrow from Paris).
      const [arrive, leave, carrier] =
        originAirports.some((a) => a.city === 'PAR') || destinationAirports.some((a) => a.city === 'PAR') ? ['LGW', 'LHR', 'BA'] : ['ORY', 'CDG', 'AF']
      const h1 = AIRPORTS_BY_CODE.get(arrive)!
      const h2 = AIRPORTS_BY_CODE.get(leave)!
      const airline = AIRLINES_BY_CODE.get(carrier)!
      for (const o of originAirports) {
        for (const d of destinationAirports) {
          if (o.city === h1.city || d.city === h1.city) continue
          changes.push({
            legs: [
              { from: o, to: h1, carrier: airline, train: false },
              { from: h2, to: d, carrier: airline, train: false },
            ],
            airportChange: true,
            lowCost: false,
            carrier: airline,
            distance: dist(o, h1) + dist(h2, d),
          })
        }
      }
    }
    changes = changes.length > 0 ? changes : out
    return changes
  }
  return out
}
