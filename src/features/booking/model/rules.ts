import { Temporal } from 'temporal-polyfill'
import { ADULT_MIN_AGE, CHILD_MAX_AGE, CHILD_MIN_AGE, MIN_PAYER_AGE, PASSENGER_TYPE_MARGIN_DAYS } from '~/api-contract/constants'
import { ageOn } from '~/lib/age'
import { EMAIL_MESSAGES, isValidEmail } from '~/lib/email'
import { isIsoDate } from '~/lib/iso-date'
import { dialCode, phoneCodeError, phoneNumberError, PHONE_MESSAGES, stripSpaces } from '~/lib/phone'
import type { PassengerDraft, PayerDraft, PersonDraft } from './types'

/** Validation of the passengers and the payer (booking-and-accounts.md §5), with the spec's messages. */

export const MESSAGES = {
  salutation: 'La salutation est requise',
  firstName: 'Le prénom est requis',
  lastName: 'Le nom est requis',
  dateRequired: 'La date de naissance est requise',
  dateInvalid: 'Date invalide',
  dateFuture: 'La date de naissance ne peut pas être dans le futur',
  adultAge: 'Le passager doit être âgé de 12 ans ou plus',
  childAge: "L'âge de l'enfant doit être entre 2 et 11 ans",
  infantAge: "L'âge de l'enfant doit être inférieur à 2 ans",
  typeChange:
    'Le passager change de type et de classe tarifaire durant le voyage. Veuillez vous rapprocher de votre agence du réseau pour effectuer votre réservation',
  phoneInvalid: "Le numéro de téléphone n'est pas valide",
  adultEmail: "L'e-mail est requis pour au moins un passager adulte",
  payerAge: 'Le payeur doit être âgé de 18 ans ou plus',
  address: "L'adresse est requise",
  postalCode: 'Le code postal est requis',
  city: 'La ville est requise',
  country: 'Le pays est requis',
  noAdult18: 'Votre réservation doit comporter au moins un passager de + de 18 ans.',
  childrenNeedAdult: 'Les enfants et/ou bébés doivent voyager avec au moins 1 adulte de + de 18 ans.',
} as const

export type PersonField = keyof PersonDraft
export type PayerField = keyof PayerDraft
export type Errors<K extends string> = Partial<Record<K, string>>

function parseDate(iso: string): Temporal.PlainDate | null {
  return isIsoDate(iso) ? Temporal.PlainDate.from(iso) : null
}

/** Birth date checks shared by passengers and the payer: the date itself, or null when usable. */
function birthDateError(iso: string, today: Temporal.PlainDate): string | undefined {
  if (!iso) return MESSAGES.dateRequired
  const date = parseDate(iso)
  if (!date) return MESSAGES.dateInvalid
  if (Temporal.PlainDate.compare(date, today) > 0) return MESSAGES.dateFuture
  return undefined
}

/**
 * The phone number: spec rules (digits only, 6 to 17 digits with the code), then a plausibility
 * check for French numbers (9 digits after the leading 0).
 */
export function phoneError(number: string, country: string): string | undefined {
  const dial = dialCode(country)
  const basic = phoneCodeError(dial) ?? phoneNumberError(number, dial)
  if (basic) return basic
  const digits = stripSpaces(number)
  if (dial === '33' && !/^0?[1-9]\d{8}$/.test(digits)) return MESSAGES.phoneInvalid
  return undefined
}

function identityErrors(person: PersonDraft): Errors<PersonField> {
  const errors: Errors<PersonField> = {}
  if (!person.salutation) errors.salutation = MESSAGES.salutation
  if (!person.firstName.trim()) errors.firstName = MESSAGES.firstName
  if (!person.lastName.trim()) errors.lastName = MESSAGES.lastName
  return errors
}

export interface TripDates {
  /** YYYY-MM-DD of the first departure and of the last one. */
  departureDate: string
  lastDepartureDate: string
}

/** The age rule of one passenger's type, at departure and until the last departure + 3 days. */
export function ageError(type: PassengerDraft['type'], birth: Temporal.PlainDate, trip: TripDates): string | undefined {
  const departure = Temporal.PlainDate.from(trip.departureDate)
  const keepUntil = Temporal.PlainDate.from(trip.lastDepartureDate).add({ days: PASSENGER_TYPE_MARGIN_DAYS })
  const atDeparture = ageOn(birth, departure)
  if (type === 'ADT') return atDeparture >= ADULT_MIN_AGE ? undefined : MESSAGES.adultAge
  if (type === 'CHD') {
    if (atDeparture < CHILD_MIN_AGE || atDeparture > CHILD_MAX_AGE) return MESSAGES.childAge
    return ageOn(birth, keepUntil) > CHILD_MAX_AGE ? MESSAGES.typeChange : undefined
  }
  if (atDeparture >= CHILD_MIN_AGE) return MESSAGES.infantAge
  return ageOn(birth, keepUntil) >= CHILD_MIN_AGE ? MESSAGES.typeChange : undefined
}

export interface PassengersValidation {
  passengers: Errors<PersonField>[]
  /** Booking-level rule (an adult of 18 or more), shown above the forms. */
  booking: string | undefined
  valid: boolean
}

export function validatePassengers(passengers: readonly PassengerDraft[], trip: TripDates, today: Temporal.PlainDate): PassengersValidation {
  const adults = passengers.map((p, i) => ({ p, i })).filter(({ p }) => p.type === 'ADT')
  const someAdultPhone = adults.some(({ p }) => stripSpaces(p.phoneNumber) !== '')
  const someAdultEmail = adults.some(({ p }) => p.email.trim() !== '')
  const firstAdult = adults[0]?.i
  const errors = passengers.map((p, i) => {
    const e = identityErrors(p)
    const dateError = birthDateError(p.dateOfBirth, today)
    if (dateError) e.dateOfBirth = dateError
    else e.dateOfBirth = ageError(p.type, parseDate(p.dateOfBirth)!, trip)
    if (p.type === 'ADT') {
      if (stripSpaces(p.phoneNumber) !== '') e.phoneNumber = phoneError(p.phoneNumber, p.phoneCountry)
      else if (!someAdultPhone && i === firstAdult) e.phoneNumber = PHONE_MESSAGES.required
      if (!dialCode(p.phoneCountry)) e.phoneCountry = PHONE_MESSAGES.codeRequired
      if (p.email.trim() !== '') e.email = isValidEmail(p.email) ? undefined : EMAIL_MESSAGES.invalid
      else if (!someAdultEmail && i === firstAdult) e.email = MESSAGES.adultEmail
    }
    return Object.fromEntries(Object.entries(e).filter(([, v]) => v)) as Errors<PersonField>
  })
  let booking: string | undefined
  const datesOk = errors.every((e) => !e.dateOfBirth)
  if (datesOk) {
    const departure = Temporal.PlainDate.from(trip.departureDate)
    const grownUp = passengers.some((p) => ageOn(parseDate(p.dateOfBirth)!, departure) >= MIN_PAYER_AGE)
    if (!grownUp) booking = passengers.some((p) => p.type !== 'ADT') ? MESSAGES.childrenNeedAdult : MESSAGES.noAdult18
  }
  const valid = !booking && errors.every((e) => Object.keys(e).length === 0)
  return { passengers: errors, booking, valid }
}

export function validatePayer(payer: PayerDraft, today: Temporal.PlainDate): Errors<PayerField> {
  const e: Errors<PayerField> = identityErrors(payer)
  const dateError = birthDateError(payer.dateOfBirth, today)
  if (dateError) e.dateOfBirth = dateError
  else if (ageOn(parseDate(payer.dateOfBirth)!, today) < MIN_PAYER_AGE) e.dateOfBirth = MESSAGES.payerAge
  if (!dialCode(payer.phoneCountry)) e.phoneCountry = PHONE_MESSAGES.codeRequired
  const phone = phoneError(payer.phoneNumber, payer.phoneCountry)
  if (phone) e.phoneNumber = phone
  if (!payer.email.trim()) e.email = EMAIL_MESSAGES.required
  else if (!isValidEmail(payer.email)) e.email = EMAIL_MESSAGES.invalid
  if (!payer.address.trim()) e.address = MESSAGES.address
  if (!payer.postalCode.trim()) e.postalCode = MESSAGES.postalCode
  if (!payer.city.trim()) e.city = MESSAGES.city
  if (!payer.country.trim()) e.country = MESSAGES.country
  return e
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0
