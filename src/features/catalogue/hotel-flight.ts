import { Temporal } from 'temporal-polyfill'
import { ageOn } from '~/lib/age'
import { isIsoDate } from '~/lib/iso-date'
import { ADULTS_PER_ROOM, CHILD_MAX_AGE, CHILDREN_PER_ROOM, HOTEL_FLIGHT_MESSAGES as M, MAX_ROOMS } from './constants'

/**
 * The hotel + flight form (storefront-and-holidays.md §2.12, §3 "hotel plus flight values",
 * §5): its values, its rules and the deeplink request it becomes.
 */

/** A departure or destination: a location of the location search (§3 location object). */
export interface HotelFlightPlace {
  code: string
  name: string
  countryName?: string
  countryCode: string
  /** The location's category ('City', 'Airport', …). */
  type: string
}

export interface Room {
  adults: number
  /** One entry per child: its birth date YYYY-MM-DD, '' while not given, or what was typed when invalid. */
  children: string[]
}

export interface HotelFlightValues {
  departure: HotelFlightPlace | null
  destination: HotelFlightPlace | null
  /** YYYY-MM-DD, '' when not chosen. */
  departureDate: string
  returnDate: string
  rooms: Room[]
}

export const DEFAULT_ROOM: Room = { adults: 2, children: [] }
export const EMPTY_HOTEL_FLIGHT: HotelFlightValues = {
  departure: null,
  destination: null,
  departureDate: '',
  returnDate: '',
  rooms: [DEFAULT_ROOM],
}

export type HotelFlightField = 'departure' | 'destination' | 'departureDate' | 'returnDate' | 'rooms'
export interface HotelFlightError {
  field: HotelFlightField
  message: string
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))

/** A room with `adults` adults (1–6) and `count` children (0–4), keeping the birth dates already given. */
export function resizeRoom(room: Room, adults: number, count: number): Room {
  const n = clamp(Math.trunc(count), CHILDREN_PER_ROOM.min, CHILDREN_PER_ROOM.max)
  return {
    adults: clamp(Math.trunc(adults), ADULTS_PER_ROOM.min, ADULTS_PER_ROOM.max),
    children: Array.from({ length: n }, (_, i) => room.children[i] ?? ''),
  }
}

export const canAddRoom = (rooms: readonly Room[]) => rooms.length < MAX_ROOMS

/**
 * The rooms' rule (§5), per room n (1-based): every child has a birth date, a real date not
 * after today, and is under 18 on the departure day (today when no date is chosen yet). One
 * message per room: the first rule it breaks.
 */
export function roomErrors(rooms: readonly Room[], today: Temporal.PlainDate, departureDate = ''): string[] {
  const out: string[] = []
  if (rooms.length > MAX_ROOMS) out.push(M.maxRooms)
  const on = isIsoDate(departureDate) ? Temporal.PlainDate.from(departureDate) : today
  rooms.forEach((room, i) => {
    const n = i + 1
    if (room.children.some((d) => !d.trim())) out.push(M.childBirthDateRequired(n))
    else if (room.children.some((d) => !isIsoDate(d) || Temporal.PlainDate.compare(Temporal.PlainDate.from(d), today) > 0)) out.push(M.childBirthDateInvalid(n))
    else if (room.children.some((d) => ageOn(Temporal.PlainDate.from(d), on) > CHILD_MAX_AGE)) out.push(M.childTooOld(n))
  })
  return out
}

/** Every message of the form (§5), in the order of the fields. */
export function validateHotelFlight(values: HotelFlightValues, today: Temporal.PlainDate): HotelFlightError[] {
  const errors: HotelFlightError[] = []
  if (!values.departure) errors.push({ field: 'departure', message: M.departureRequired })
  if (!values.destination) errors.push({ field: 'destination', message: M.destinationRequired })
  if (!isIsoDate(values.departureDate)) errors.push({ field: 'departureDate', message: M.departureDateRequired })
  if (!isIsoDate(values.returnDate)) errors.push({ field: 'returnDate', message: M.returnDateRequired })
  for (const message of roomErrors(values.rooms, today, values.departureDate)) errors.push({ field: 'rooms', message })
  return errors
}

/** 'N chambre(s), N adulte(s), N enfant(s)': the rooms field's text. */
export function roomsLabel(rooms: readonly Room[]): string {
  const adults = rooms.reduce((s, r) => s + r.adults, 0)
  const children = rooms.reduce((s, r) => s + r.children.length, 0)
  const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`
  return [plural(rooms.length, 'chambre'), plural(adults, 'adulte'), children ? plural(children, 'enfant') : null].filter(Boolean).join(', ')
}

/** The deeplink's location: a city, or a place (airport, station) (§3). */
const deeplinkPlace = (p: HotelFlightPlace) => ({
  code: p.code,
  name: p.name,
  type: p.type === 'City' ? ('city' as const) : ('place' as const),
})

/** The hotel-vol deeplink's data (the server function's input) of valid values. */
export function toHotelFlightRequest(values: HotelFlightValues, deviceType: 'desktop' | 'mobile', url: string) {
  if (!values.departure || !values.destination) throw new Error('Hotel + flight values are not valid')
  return {
    deviceType,
    url,
    departure: deeplinkPlace(values.departure),
    destination: deeplinkPlace(values.destination),
    departureDate: values.departureDate,
    returnDate: values.returnDate,
    rooms: values.rooms.map((r) => ({
      nbAdults: r.adults,
      nbChildren: r.children.length,
      childBirthDates: r.children,
    })),
  }
}
