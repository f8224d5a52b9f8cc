import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { HOTEL_FLIGHT_MESSAGES as M } from './constants'
import { EMPTY_HOTEL_FLIGHT, resizeRoom, roomErrors, roomsLabel, toHotelFlightRequest, validateHotelFlight, type HotelFlightValues } from './hotel-flight'

const today = Temporal.PlainDate.from('2026-11-23')
const paris = {
  code: 'PAR',
  name: 'Paris',
  countryCode: 'FR',
  countryName: 'France',
  type: 'City',
}
const djerba = {
  code: 'DJE',
  name: 'Djerba Zarzis',
  countryCode: 'TN',
  countryName: 'Tunisie',
  type: 'International airport',
}
const valid: HotelFlightValues = {
  departure: paris,
  destination: djerba,
  departureDate: '2027-02-10',
  returnDate: '2027-02-17',
  rooms: [{ adults: 2, children: [] }],
}

describe('hotel + flight rules (§5)', () => {
  it('an empty form has the four required messages, in the order of the fields', () => {
    expect(validateHotelFlight(EMPTY_HOTEL_FLIGHT, today).map((e) => e.message)).toEqual([
      M.departureRequired,
      M.destinationRequired,
      M.departureDateRequired,
      M.returnDateRequired,
    ])
  })

  it('valid values have no message', () => {
    expect(validateHotelFlight(valid, today)).toEqual([])
  })

  it('every child needs a birth date, a valid one, and under 18 on the departure day, room by room', () => {
    const rooms = [
      { adults: 1, children: ['2015-04-02', ''] },
      { adults: 2, children: ['2015-02-30'] },
      { adults: 2, children: ['2030-01-01'] },
      { adults: 2, children: ['2009-02-10'] },
    ]
    expect(roomErrors(rooms, today, '2027-02-10')).toEqual([
      M.childBirthDateRequired(1),
      M.childBirthDateInvalid(2),
      M.childBirthDateInvalid(3),
      M.childTooOld(4),
    ])
    expect(M.childBirthDateRequired(1)).toBe('Veuillez renseigner la date de naissance de tous les enfants dans la chambre 1.')
    // 17 the day before the 18th birthday, 18 on it.
    expect(roomErrors([{ adults: 1, children: ['2009-02-11'] }], today, '2027-02-10')).toEqual([])
    // Without a departure date, the age is today's.
    expect(roomErrors([{ adults: 1, children: ['2009-02-10'] }], today, '')).toEqual([])
  })

  it('more than 4 rooms is refused', () => {
    expect(
      roomErrors(
        Array.from({ length: 5 }, () => ({ adults: 1, children: [] })),
        today,
      ),
    ).toEqual([M.maxRooms])
  })

  it('resizing a room keeps it within 1–6 adults and 0–4 children, and keeps the birth dates given', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 12 }),
        fc.integer({ min: -3, max: 12 }),
        fc.array(fc.constantFrom('', '2015-01-01', '2020-06-30'), {
          maxLength: 4,
        }),
        (adults, count, children) => {
          const room = resizeRoom({ adults: 2, children }, adults, count)
          expect(room.adults).toBeGreaterThanOrEqual(1)
          expect(room.adults).toBeLessThanOrEqual(6)
          expect(room.children.length).toBe(Math.min(4, Math.max(0, count)))
          room.children.forEach((d, i) => expect(d).toBe(children[i] ?? ''))
        },
      ),
      { seed: 17, numRuns: 200 },
    )
  })

  it('labels the rooms field', () => {
    expect(roomsLabel([{ adults: 2, children: [] }])).toBe('1 chambre, 2 adultes')
    expect(
      roomsLabel([
        { adults: 1, children: ['2015-01-01'] },
        { adults: 2, children: [] },
      ]),
    ).toBe('2 chambres, 3 adultes, 1 enfant')
  })

  it('builds the deeplink request: city or place, rooms with their children', () => {
    const req = toHotelFlightRequest({ ...valid, rooms: [{ adults: 2, children: ['2016-05-01'] }] }, 'mobile', '/')
    expect(req).toEqual({
      deviceType: 'mobile',
      url: '/',
      departure: { code: 'PAR', name: 'Paris', type: 'city' },
      destination: { code: 'DJE', name: 'Djerba Zarzis', type: 'place' },
      departureDate: '2027-02-10',
      returnDate: '2027-02-17',
      rooms: [{ nbAdults: 2, nbChildren: 1, childBirthDates: ['2016-05-01'] }],
    })
  })
})
