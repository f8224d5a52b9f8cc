import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { emptyPassenger, emptyPayer } from './draft'
import { ageError, MESSAGES, phoneError, validatePassengers, validatePayer } from './rules'
import type { PassengerDraft, PassengerType } from './types'

const d = (iso: string) => Temporal.PlainDate.from(iso)
const oneWay = (departure: string, last = departure) => ({ departureDate: departure, lastDepartureDate: last })

describe('ageError: ages at departure and until the last departure + 3 days', () => {
  it('an adult turns 12 on the departure day (birthday on the departure day counts)', () => {
    expect(ageError('ADT', d('2015-03-10'), oneWay('2027-03-10'))).toBeUndefined()
    expect(ageError('ADT', d('2015-03-11'), oneWay('2027-03-10'))).toBe(MESSAGES.adultAge)
  })

  it('a child is 2 to 11 at departure', () => {
    expect(ageError('CHD', d('2025-03-10'), oneWay('2027-03-10'))).toBeUndefined()
    expect(ageError('CHD', d('2025-03-11'), oneWay('2027-03-10'))).toBe(MESSAGES.childAge)
    expect(ageError('CHD', d('2015-03-10'), oneWay('2027-03-10'))).toBe(MESSAGES.childAge)
  })

  it('a child turning 12 before the last departure + 3 days changes type', () => {
    // 12 on 2027-03-20: last departure 2027-03-17 + 3 days = the birthday → type change.
    expect(ageError('CHD', d('2015-03-20'), oneWay('2027-03-10', '2027-03-17'))).toBe(MESSAGES.typeChange)
    // One day later: still 11 on the 20th.
    expect(ageError('CHD', d('2015-03-21'), oneWay('2027-03-10', '2027-03-17'))).toBeUndefined()
  })

  it('an infant is under 2 at departure and must stay so until the last departure + 3 days', () => {
    expect(ageError('INF', d('2025-03-10'), oneWay('2027-03-10'))).toBe(MESSAGES.infantAge)
    expect(ageError('INF', d('2025-03-11'), oneWay('2027-03-10'))).toBe(MESSAGES.typeChange)
    expect(ageError('INF', d('2025-03-14'), oneWay('2027-03-10'))).toBeUndefined()
    expect(ageError('INF', d('2025-03-13'), oneWay('2027-03-10'))).toBe(MESSAGES.typeChange)
  })

  it('someone born on 29 February has their birthday on 1 March in common years', () => {
    expect(ageError('ADT', d('2012-02-29'), oneWay('2024-02-29'))).toBeUndefined()
    expect(ageError('ADT', d('2012-02-29'), oneWay('2024-02-28'))).toBe(MESSAGES.adultAge)
    expect(ageError('ADT', d('2013-02-28'), oneWay('2025-02-28'))).toBeUndefined()
    // Born 2024-02-29: 2 on 2026-03-01 (common year), not on 2026-02-28. Last departure + 3 days:
    expect(ageError('INF', d('2024-02-29'), oneWay('2026-02-20', '2026-02-25'))).toBeUndefined() // 02-28
    expect(ageError('INF', d('2024-02-29'), oneWay('2026-02-20', '2026-02-26'))).toBe(MESSAGES.typeChange) // 03-01
  })
})

function passenger(type: PassengerType, birth: string, extra: Partial<PassengerDraft> = {}): PassengerDraft {
  return { ...emptyPassenger(type), salutation: 'Mr', firstName: 'Jean', lastName: 'Dupont', dateOfBirth: birth, ...extra }
}
const today = d('2026-11-23')
const trip = oneWay('2027-03-10', '2027-03-17')

describe('validatePassengers', () => {
  it('accepts 2 adults, a child and an infant with one adult e-mail and phone', () => {
    const result = validatePassengers(
      [
        passenger('ADT', '1980-05-01', { email: 'jean@example.fr', phoneNumber: '06 12 34 56 78' }),
        passenger('ADT', '1982-06-01'),
        passenger('CHD', '2018-01-01'),
        passenger('INF', '2026-01-01'),
      ],
      trip,
      today,
    )
    expect(result).toEqual({ passengers: [{}, {}, {}, {}], booking: undefined, valid: true })
  })

  it('gives each field its message, and the adult e-mail / phone on the first adult only', () => {
    const result = validatePassengers([{ ...emptyPassenger('ADT') }, passenger('ADT', '1980-01-01')], trip, today)
    expect(result.passengers[0]).toEqual({
      salutation: MESSAGES.salutation,
      firstName: MESSAGES.firstName,
      lastName: MESSAGES.lastName,
      dateOfBirth: MESSAGES.dateRequired,
      phoneNumber: 'Le numéro de téléphone est requis',
      email: MESSAGES.adultEmail,
    })
    expect(result.passengers[1]).toEqual({})
    expect(result.valid).toBe(false)
  })

  it('checks dates: invalid, future', () => {
    const [invalid, future] = validatePassengers([passenger('ADT', '1980-02-31'), passenger('ADT', '2027-01-01')], trip, today).passengers
    expect(invalid!.dateOfBirth).toBe(MESSAGES.dateInvalid)
    expect(future!.dateOfBirth).toBe(MESSAGES.dateFuture)
  })

  it('needs one passenger of 18 or more', () => {
    const teen = passenger('ADT', '2012-01-01', { email: 'a@b.fr', phoneNumber: '0612345678' })
    expect(validatePassengers([teen], trip, today).booking).toBe(MESSAGES.noAdult18)
    expect(validatePassengers([teen, passenger('CHD', '2018-01-01')], trip, today).booking).toBe(MESSAGES.childrenNeedAdult)
  })
})

describe('phoneError', () => {
  it('strips spaces, wants digits, 6 to 17 with the code', () => {
    expect(phoneError('06 12 34 56 78', 'FR')).toBeUndefined()
    expect(phoneError('06-12', 'FR')).toBe('Le numéro de téléphone ne doit contenir que des chiffres')
    expect(phoneError('12345', 'BE')).toBe('Le numéro de téléphone doit contenir au moins 6 chiffres')
    expect(phoneError('123456', 'BE')).toBeUndefined()
    expect(phoneError('123456789012345', 'BE')).toBeUndefined() // 15 + '32' = 17
    expect(phoneError('1234567890123456', 'BE')).toBe('Le numéro de téléphone ne doit pas dépasser 17 chiffres')
    expect(phoneError('', 'FR')).toBe('Le numéro de téléphone est requis')
  })
})

describe('validatePayer', () => {
  const full = {
    ...emptyPayer(),
    salutation: 'Mrs' as const,
    firstName: 'Claire',
    lastName: 'Martin',
    dateOfBirth: '1985-04-02',
    phoneNumber: '0612345678',
    email: 'claire@example.fr',
    address: '1 rue de la Paix',
    postalCode: '75002',
    city: 'Paris',
  }
  it('accepts a complete adult payer', () => expect(validatePayer(full, today)).toEqual({}))
  it('wants 18 years on the day (birthday today is fine)', () => {
    expect(validatePayer({ ...full, dateOfBirth: '2008-11-23' }, today)).toEqual({})
    expect(validatePayer({ ...full, dateOfBirth: '2008-11-24' }, today).dateOfBirth).toBe(MESSAGES.payerAge)
  })
  it('lists every missing field', () => {
    const e = validatePayer({ ...emptyPayer(), country: '' }, today)
    expect(e).toMatchObject({
      address: MESSAGES.address,
      postalCode: MESSAGES.postalCode,
      city: MESSAGES.city,
      country: MESSAGES.country,
      dateOfBirth: MESSAGES.dateRequired,
    })
  })
})
