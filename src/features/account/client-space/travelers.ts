import { Temporal } from 'temporal-polyfill'
import type { TravelerRequest } from '~/api-contract/account'
import { EMAIL_MESSAGES, isValidEmail } from '~/lib/email'
import { isIsoDate } from '~/lib/iso-date'
import { stripSpaces } from '~/lib/phone'
import { ageError, PASSENGER_MESSAGES, phoneError } from '~/features/booking'
import type { TravelerValues } from './traveler-values'

/** Saved travellers (§7 travelers): the booking passenger's fields and rules (§5 Passenger). */

export const emptyTraveler = (): TravelerValues => ({ type: 'ADT', salutation: '', firstName: '', lastName: '', dateOfBirth: '', email: '', phoneNumber: '' })

/** Each field's message: identity and birth date required; the type's age today; adult e-mail and phone optional but valid. */
export function travelerErrors(v: TravelerValues, today: Temporal.PlainDate): Partial<Record<keyof TravelerValues, string>> {
  const errors: Partial<Record<keyof TravelerValues, string>> = {}
  if (!v.salutation) errors.salutation = PASSENGER_MESSAGES.salutation
  if (!v.firstName.trim()) errors.firstName = PASSENGER_MESSAGES.firstName
  if (!v.lastName.trim()) errors.lastName = PASSENGER_MESSAGES.lastName
  if (!v.dateOfBirth) errors.dateOfBirth = PASSENGER_MESSAGES.dateRequired
  else if (!isIsoDate(v.dateOfBirth)) errors.dateOfBirth = PASSENGER_MESSAGES.dateInvalid
  else {
    const birth = Temporal.PlainDate.from(v.dateOfBirth)
    if (Temporal.PlainDate.compare(birth, today) > 0) errors.dateOfBirth = PASSENGER_MESSAGES.dateFuture
    else {
      const age = ageError(v.type, birth, { departureDate: today.toString(), lastDepartureDate: today.toString() })
      if (age && age !== PASSENGER_MESSAGES.typeChange) errors.dateOfBirth = age
    }
  }
  if (v.type === 'ADT') {
    if (v.email.trim() && !isValidEmail(v.email)) errors.email = EMAIL_MESSAGES.invalid
    if (stripSpaces(v.phoneNumber)) {
      const phone = phoneError(v.phoneNumber, 'FR')
      if (phone) errors.phoneNumber = phone
    }
  }
  return errors
}

export function toTravelerRequest(v: TravelerValues): TravelerRequest {
  const adult = v.type === 'ADT'
  return {
    category: v.type,
    title: v.salutation === 'Mr' ? 'Mr' : 'Mrs',
    first_name: v.firstName.trim(),
    last_name: v.lastName.trim(),
    birth_date: v.dateOfBirth,
    email: adult && v.email.trim() ? v.email.trim() : null,
    phone: adult && stripSpaces(v.phoneNumber) ? stripSpaces(v.phoneNumber) : null,
  }
}
