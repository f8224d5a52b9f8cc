import { Temporal } from 'temporal-polyfill'
import type { FlightRoute, Segment, Solution } from '~/features/flights/api.schema'
import { distanceKm } from '../lib/geo'
import { createRng, digest, hashString, type Rng } from '../lib/random'
import { AIRLINES, AIRLINES_BY_CODE, type Airline } from '../seed/airlines'
import { AIRPORTS_BY_CITY, AIRPORTS_BY_CODE, resolveLocation, type Airport } from '../seed/airports'

/**
 * Flight solutions generated from (segments, dates, passengers) with a seeded random
 * generator: the same search gives the same solutions and ids. Direct flights and 1–2 stop
 * routes via real hubs, durations from great-circle distance, local times per time zone
 * (J+1 arrivals), TGV AIR train legs on French routes, low-cost and regular carriers,
 * airport changes at a stop, baggage, cabin classes and fare families.
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

interface Leg {
  from: Airport
  to: Airport
  carrier: Airline
  train: boolean
}

interface Template {
  legs: Leg[]
  /** Connection in another airport of the same city, between leg index i and i+1. */
  airportChange: boolean
  lowCost: boolean
  carrier: Airline
  distance: number
}

interface RouteOption {
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

const TRAIN_STATIONS_TO_CDG = ['XYD', 'XRF', 'ZFQ', 'ZFJ', 'QJZ', 'XDB', 'XWG', 'XPJ', 'XZN', 'XSH', 'XHK', 'XJY']
const SNCF = AIRLINES_BY_CODE.get('2C')!
const AIR_FRANCE = AIRLINES_BY_CODE.get('AF')!
const CDG = AIRPORTS_BY_CODE.get('CDG')!

// ---------------------------------------------------------------------------------------
// Time zones: offset (minutes) of a zone on a date, cached.
const offsetCache = new Map<string, number>()
function offsetMinutes(timeZone: string, date: string): number {
  const key = `${timeZone}|${date}`
  let offset = offsetCache.get(key)
  if (offset === undefined) {
    const zdt = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone, plainTime: '12:00' })
    offset = zdt.offsetNanoseconds / 60e9
    offsetCache.set(key, offset)
  }
  return offset
}

const epochDay = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000
const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10)
const localIso = (localMinutes: number) => new Date(localMinutes * 60_000).toISOString().slice(0, 16)
const hmm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
const round5 = (n: number) => Math.max(5, Math.round(n / 5) * 5)

function legMinutes(leg: Leg): number {
  const d = distanceKm(leg.from.lat, leg.from.lng, leg.to.lat, leg.to.lng)
  if (leg.train) return round5(d / 205 * 60 + 15)
  return round5(35 + (d / 800) * 60)
}

// ---------------------------------------------------------------------------------------
// Who flies where.
const airportsOnly = (list: readonly Airport[]) => list.filter((a) => a.kind === 'airport')
const dist = (a: Airport, b: Airport) => distanceKm(a.lat, a.lng, b.lat, b.lng)

/** Whether `airline` plausibly flies a → b non-stop. */
function flies(airline: Airline, a: Airport, b: Airport): boolean {
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

function directCarriers(a: Airport, b: Airport): Airline[] {
  return AIRLINES.filter((airline) => flies(airline, a, b))
}

function trainStationFor(airport: Airport): Airport | undefined {
  return AIRPORTS_BY_CITY.get(airport.city)?.find((s) => s.kind === 'rail' && TRAIN_STATIONS_TO_CDG.includes(s.code))
}

/** Itinerary templates (airports and carriers, no times) from one origin to one destination. */
function templatesBetween(o: Airport, d: Airport, rng: Rng): Template[] {
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
    const firsts = AIRLINES.filter((c) => !c.lowCost && c.code !== '2C' && c.hubs.some((h) => AIRPORTS_BY_CODE.get(h) && dist(o, AIRPORTS_BY_CODE.get(h)!) < 1500))
    const lasts = AIRLINES.filter((c) => !c.lowCost && c.code !== '2C' && c.hubs.some((h) => AIRPORTS_BY_CODE.get(h) && dist(AIRPORTS_BY_CODE.get(h)!, d) < 3000))
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
function templatesFor(fromCode: string, toCode: string, rng: Rng, forceAirportChange: boolean): Template[] {
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
  const mk = (legs: Leg[]): Template => ({ legs, airportChange: false, lowCost: false, carrier: AIR_FRANCE, distance: legs.reduce((s, l) => s + dist(l.from, l.to), 0) })
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
      const [arrive, leave, carrier] = originAirports.some((a) => a.city === 'PAR') || destinationAirports.some((a) => a.city === 'PAR')
        ? ['LGW', 'LHR', 'BA']
        : ['ORY', 'CDG', 'AF']
      const h1 = AIRPORTS_BY_CODE.get(arrive)!
      const h2 = AIRPORTS_BY_CODE.get(leave)!
      const airline = AIRLINES_BY_CODE.get(carrier)!
      for (const o of originAirports) {
        for (const d of destinationAirports) {
          if (o.city === h1.city || d.city === h1.city) continue
          changes.push({ legs: [{ from: o, to: h1, carrier: airline, train: false }, { from: h2, to: d, carrier: airline, train: false }], airportChange: true, lowCost: false, carrier: airline, distance: dist(o, h1) + dist(h2, d) })
        }
      }
    }
    changes = changes.length > 0 ? changes : out
    return changes
  }
  return out
}

// ---------------------------------------------------------------------------------------
// Fares.
const FAMILIES_REGULAR = [
  { name: 'Light', factor: 1, bags: 0, change: 'Chargeable', refund: 'NotOffered', seat: 'Chargeable' },
  { name: 'Standard', factor: 1.18, bags: 1, change: 'Chargeable', refund: 'Chargeable', seat: 'Included' },
  { name: 'Flex', factor: 1.45, bags: 2, change: 'Included', refund: 'Included', seat: 'Included' },
] as const
const FAMILIES_LOW_COST = [
  { name: 'Basic', factor: 1, bags: 0, change: 'Chargeable', refund: 'NotOffered', seat: 'Chargeable' },
  { name: 'Plus', factor: 1.3, bags: 1, change: 'Chargeable', refund: 'NotOffered', seat: 'Included' },
] as const

type Family = (typeof FAMILIES_REGULAR)[number] | (typeof FAMILIES_LOW_COST)[number]

function fareOptions(family: Family, cabinClass: number, rng: Rng) {
  const options = [
    { description: 'Bagage cabine 12 kg', indicator: 'Included' },
    { description: family.bags > 0 ? `${family.bags} bagage${family.bags > 1 ? 's' : ''} en soute 23 kg` : 'Bagage en soute', indicator: family.bags > 0 ? 'Included' : 'Chargeable' },
    { description: 'Choix du siège', indicator: family.seat },
    { description: 'Modification du billet', indicator: family.change },
    { description: 'Remboursement', indicator: family.refund },
  ]
  if (cabinClass !== 1) options.push({ description: 'Accès au salon', indicator: 'Included' })
  if (rng.chance(0.15)) options.push({ description: 'VOID', indicator: 'Unknown' })
  return options
}

const CABIN_LETTER: Record<number, string> = { 1: 'Y', 2: 'C', 4: 'F', 8: 'W' }
const CABIN_FACTOR: Record<number, number> = { 1: 1, 8: 1.65, 2: 3.1, 4: 5.4 }

function basePrice(distance: number): number {
  const perKm = distance < 1500 ? 0.11 : distance < 5000 ? 0.082 : 0.062
  return 45 + distance * perKm
}

// ---------------------------------------------------------------------------------------
// Options for one segment of the search.

function buildOptions(seg: FlightSearchSegment, index: number, seedKey: string, target: number, forceAirportChange: boolean): RouteOption[] {
  const rng = createRng(`${seedKey}|seg${index}`)
  const templates = templatesFor(seg.from, seg.to, rng, forceAirportChange)
  if (templates.length === 0) return []
  const day = epochDay(seg.date)
  const perTemplate = Math.max(1, Math.ceil(target / templates.length))
  const options: RouteOption[] = []
  const segPrefix = `${digest(seedKey, 6)}${index}`

  templates.forEach((template, t) => {
    // Busy templates (direct, big airports) fly more often.
    const weight = template.legs.length === 1 ? 1.6 : template.legs.length === 2 ? 1 : 0.6
    const runs = Math.max(1, Math.round(perTemplate * weight))
    const trng = createRng(`${seedKey}|seg${index}|t${t}`)
    const longHaul = template.distance > 4000
    for (let run = 0; run < runs; run++) {
      const familyList = template.lowCost ? FAMILIES_LOW_COST : FAMILIES_REGULAR
      const family = trng.pick<Family>(familyList)
      const cabinRoll = trng.next()
      const cabinClass = template.lowCost || template.legs.every((l) => l.train)
        ? 1
        : longHaul
          ? cabinRoll < 0.7 ? 1 : cabinRoll < 0.85 ? 8 : cabinRoll < 0.97 ? 2 : 4
          : cabinRoll < 0.88 ? 1 : 2
      // First departure between 05:30 and 23:00 local, every 5 minutes.
      const localDep = day * 1440 + 330 + trng.int(0, 210) * 5
      let utc = localDep - offsetMinutes(template.legs[0]!.from.timeZone, seg.date)
      const segments: Segment[] = []
      let totalStop = 0
      const baggagePieces = family.bags
      template.legs.forEach((leg, li) => {
        let wait = 0
        if (li > 0) {
          const changing = template.airportChange && template.legs[li - 1]!.to !== leg.from
          wait = changing ? trng.int(36, 60) * 5 : trng.chance(longHaul ? 0.12 : 0.05) ? trng.int(120, 180) * 5 : trng.int(11, 48) * 5
          utc += wait
          totalStop += wait
        }
        const minutes = legMinutes(leg) + (leg.train ? 0 : trng.int(-2, 3) * 5)
        const fromTz = offsetMinutes(leg.from.timeZone, seg.date)
        const toTz = offsetMinutes(leg.to.timeZone, seg.date)
        const depLocal = utc + fromTz
        const arrUtc = utc + minutes
        const carrier = leg.train ? (trng.chance(0.5) ? AIR_FRANCE : SNCF) : leg.carrier
        const flightNumber = leg.train
          ? String(7000 + (hashString(`${leg.from.code}${leg.to.code}${run}`) % 999))
          : String(100 + (hashString(`${carrier.code}${leg.from.code}${leg.to.code}${run}`) % 8899))
        const segId = `${segPrefix}-${t}-${run}-${li}`
        segments.push({
          id: segId,
          departure: leg.from.code,
          arrival: leg.to.code,
          departureCityCode: leg.from.city,
          arrivalCityCode: leg.to.city,
          departureDateTime: localIso(depLocal),
          arrivalDateTime: localIso(arrUtc + toTz),
          duration: hmm(minutes),
          carrier: carrier.code,
          flightNumber,
          equipment: leg.train ? 'TRN' : trng.pick(dist(leg.from, leg.to) > 3500 ? ['77W', '359', '789', '388', '333'] : ['320', '32N', '319', '321', 'E90', '73H', 'AT7', 'CR9']),
          cabinClass: cabinClass as Segment['cabinClass'],
          timeBeforeSegment: wait,
          fare: {
            name: `${cabinClass === 1 ? 'ECO' : cabinClass === 8 ? 'PREMIUM' : cabinClass === 2 ? 'BUSINESS' : 'PREMIERE'} ${family.name.toUpperCase()}`,
            fareBasis: `${CABIN_LETTER[cabinClass]}${family.name.slice(0, 2).toUpperCase()}${template.lowCost ? 'LC' : 'FR'}${(hashString(segId) % 90) + 10}`,
            baggagePieces: family.bags,
            baggageWeight: family.bags > 0 ? 23 : null,
            options: fareOptions(family, cabinClass, trng),
          },
        })
        utc = arrUtc
      })
      if (segments.length === 0) continue
      const first = segments[0]!
      const last = segments[segments.length - 1]!
      const depUtc = localDep - offsetMinutes(template.legs[0]!.from.timeZone, seg.date)
      const travelTime = utc - depUtc
      const stops = segments.length - 1
      const price =
        basePrice(template.distance) *
        (template.lowCost ? 0.58 : 1) *
        (stops === 0 ? 1.12 : stops === 1 ? 1 : 0.9) *
        CABIN_FACTOR[cabinClass]! *
        family.factor *
        (0.82 + trng.next() * 0.45)
      options.push({
        route: {
          id: `${segPrefix}-${t}-${run}`,
          carrier: template.carrier.code,
          segments,
          travelTime,
          stopNumber: stops,
          totalStopDuration: totalStop,
          baggages: baggagePieces,
          airportChange: template.airportChange,
        },
        carrierCode: template.carrier.code,
        lowCost: template.lowCost,
        price,
        depUtc,
        arrUtc: utc,
        depDay: Math.floor(epochDay(first.departureDateTime.slice(0, 10))),
        arrDay: Math.floor(epochDay(last.arrivalDateTime.slice(0, 10))),
      })
    }
  })
  return options
}

// ---------------------------------------------------------------------------------------

export function searchKey(search: FlightSearch): string {
  const segs = search.segments.map((s) => `${s.from.toUpperCase()}>${s.to.toUpperCase()}@${s.date}`).join(';')
  return `${segs}|${search.adults}-${search.childrens}-${search.infants}`
}

/** Default solution count for a search: by the size of the airports involved. */
export function defaultCount(search: FlightSearch): number {
  const weights = search.segments.map((s) => {
    const o = airportsOnly(resolveLocation(s.from)).reduce((sum, a) => sum + a.size, 0)
    const d = airportsOnly(resolveLocation(s.to)).reduce((sum, a) => sum + a.size, 0)
    return o * d
  })
  const w = Math.min(...weights)
  return Math.max(24, Math.min(600, Math.round(w * 12)))
}

/** Generates the solutions of a search. Pure and deterministic: same search, same solutions and ids. */
export function generateSolutions(search: FlightSearch, options: GenerateOptions = {}): Solution[] {
  if (search.segments.length === 0) return []
  const key = searchKey(search) + (options.forceAirportChange ? '|ac' : '')
  const target = Math.max(1, Math.floor(options.count ?? defaultCount(search)))
  const k = search.segments.length
  const perSegment = k === 1 ? target : Math.min(target, Math.ceil(Math.pow(target, 1 / k) * 3))
  const segOptions = search.segments.map((s, i) => buildOptions(s, i, key, perSegment, options.forceAirportChange ?? false))
  if (segOptions.some((o) => o.length === 0)) return []

  const rng = createRng(`${key}|combine`)
  const pax = { adults: search.adults, childrens: search.childrens, infants: search.infants }
  const passengerNumber = pax.adults + pax.childrens + pax.infants
  const taxPerPax = 18 + (hashString(key) % 60)
  const seen = new Set<string>()
  const solutions: Solution[] = []
  const idPrefix = digest(key, 8)
  const maxAttempts = target * 6 + 50

  for (let attempt = 0; attempt < maxAttempts && solutions.length < target; attempt++) {
    const picks: RouteOption[] = []
    const idx: number[] = []
    let ok = true
    for (let s = 0; s < k; s++) {
      const list = segOptions[s]!
      let i: number
      if (s === 0) i = k === 1 ? attempt % list.length : rng.int(0, list.length - 1)
      else {
        // Regular carriers mostly keep the same airline on the way back.
        const prev = picks[0]!
        i = rng.int(0, list.length - 1)
        if (!prev.lowCost && rng.chance(0.75)) {
          for (let tries = 0; tries < 12 && list[i]!.carrierCode !== prev.carrierCode; tries++) i = rng.int(0, list.length - 1)
        }
      }
      const option = list[i]!
      const before = picks[picks.length - 1]
      if (before && option.depUtc < before.arrUtc + 90) {
        ok = false
        break
      }
      picks.push(option)
      idx.push(i)
    }
    if (!ok) continue
    const combo = idx.join('.')
    if (seen.has(combo)) {
      if (k === 1 && attempt >= segOptions[0]!.length) break
      continue
    }
    seen.add(combo)
    const perAdult = picks.reduce((sum, p) => sum + p.price, 0) * (k === 2 ? 0.92 : 1)
    const total = perAdult * pax.adults + perAdult * 0.75 * pax.childrens + perAdult * 0.1 * pax.infants + taxPerPax * passengerNumber * k
    const routes: FlightRoute[] = picks.map((p, r) => ({
      ...p.route,
      nightsBeforeRoute: r === 0 ? 0 : Math.max(0, p.depDay - picks[r - 1]!.arrDay),
    }))
    solutions.push({
      id: `${idPrefix}-${combo}`,
      gdsType: picks.every((p) => p.lowCost) ? 'LOW_COST_CARRIER' : 'REGULAR',
      routes,
      priceInfo: { total: Math.round(total * 100) / 100, currencySymbol: '€', passengerNumber },
      adults: { number: pax.adults },
      childrens: { number: pax.childrens },
      infants: { number: pax.infants },
    })
  }
  solutions.sort((a, b) => a.priceInfo.total - b.priceInfo.total || (a.id < b.id ? -1 : 1))
  return solutions
}

/** Destination countries whose authorities require a return ticket (flights.md §5). */
export const RETURN_TICKET_COUNTRIES = ['US', 'CA', 'MX', 'BR', 'TH', 'ID', 'CR', 'PA', 'PH', 'JP', 'AU', 'NZ']

export function requiresReturnTicket(search: FlightSearch): boolean {
  if (search.segments.length !== 1) return false
  const destination = resolveLocation(search.segments[0]!.to)[0]
  return destination !== undefined && RETURN_TICKET_COUNTRIES.includes(destination.country)
}

export { isoDay }
