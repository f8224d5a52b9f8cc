import type { FlightRoute, Segment, Solution } from '~/api-contract/flights'
import { RETURN_TICKET_COUNTRIES } from '~/api-contract/constants'
import { createRng, digest, hashString, type Rng } from '../lib/random'
import { segmentCo2Kg } from './emissions'
import { resolveLocation } from '../seed/airports'
import {
  AIR_FRANCE,
  airportsOnly,
  dist,
  epochDay,
  hmm,
  legMinutes,
  localIso,
  offsetMinutes,
  SNCF,
  templatesFor,
  type FlightSearch,
  type FlightSearchSegment,
  type GenerateOptions,
  type RouteOption,
} from './network'

export type { FlightSearch, FlightSearchSegment, GenerateOptions }

/**
 * Flight solutions generated from (segments, dates, passengers) with a seeded random
 * generator: the same search gives the same solutions and ids. Direct flights and 1–2 stop
 * routes via real hubs, durations from great-circle distance, local times per time zone
 * (J+1 arrivals), TGV AIR train legs on French routes, low-cost and regular carriers,
 * airport changes at a stop, baggage, cabin classes and fare families, CO₂ per segment.
 */
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
    {
      description: family.bags > 0 ? `${family.bags} bagage${family.bags > 1 ? 's' : ''} en soute 23 kg` : 'Bagage en soute',
      indicator: family.bags > 0 ? 'Included' : 'Chargeable',
    },
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
      const cabinClass =
        template.lowCost || template.legs.every((l) => l.train)
          ? 1
          : longHaul
            ? cabinRoll < 0.7
              ? 1
              : cabinRoll < 0.85
                ? 8
                : cabinRoll < 0.97
                  ? 2
                  : 4
            : cabinRoll < 0.88
              ? 1
              : 2
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
          equipment: leg.train
            ? 'TRN'
            : trng.pick(dist(leg.from, leg.to) > 3500 ? ['77W', '359', '789', '388', '333'] : ['320', '32N', '319', '321', 'E90', '73H', 'AT7', 'CR9']),
          cabinClass: cabinClass as Segment['cabinClass'],
          timeBeforeSegment: wait,
          fare: {
            name: `${cabinClass === 1 ? 'ECO' : cabinClass === 8 ? 'PREMIUM' : cabinClass === 2 ? 'BUSINESS' : 'PREMIERE'} ${family.name.toUpperCase()}`,
            fareBasis: `${CABIN_LETTER[cabinClass]}${family.name.slice(0, 2).toUpperCase()}${template.lowCost ? 'LC' : 'FR'}${(hashString(segId) % 90) + 10}`,
            baggagePieces: family.bags,
            baggageWeight: family.bags > 0 ? 23 : null,
            options: fareOptions(family, cabinClass, trng),
          },
          co2Kg: segmentCo2Kg({ distanceKm: dist(leg.from, leg.to), cabinClass, train: leg.train }),
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

export function requiresReturnTicket(search: FlightSearch): boolean {
  if (search.segments.length !== 1) return false
  const destination = resolveLocation(search.segments[0]!.to)[0]
  return destination !== undefined && RETURN_TICKET_COUNTRIES.includes(destination.country)
}
