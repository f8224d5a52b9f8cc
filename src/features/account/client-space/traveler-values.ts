import type { Traveler } from '~/api-contract/account'
import type { PassengerType, SavedTraveller } from '~/features/booking'
import { isIsoDate } from '~/lib/iso-date'

/** A saved traveller read for the form and for the booking passengers step (light: no rules here). */

export interface TravelerValues {
  type: PassengerType
  salutation: 'Mr' | 'Mrs' | ''
  firstName: string
  lastName: string
  /** YYYY-MM-DD or ''. */
  dateOfBirth: string
  email: string
  phoneNumber: string
}

export function travelerValues(t: Traveler): TravelerValues {
  return {
    type: t.category,
    salutation: t.title === 'Mr' ? 'Mr' : t.title === 'Mrs' || t.title === 'Ms' ? 'Mrs' : '',
    firstName: t.first_name,
    lastName: t.last_name,
    dateOfBirth: isIsoDate(t.birth_date) ? t.birth_date : '',
    email: t.email ?? '',
    phoneNumber: t.phone ?? '',
  }
}

/** A saved traveller as the booking passengers step offers it. */
export function toSavedTraveller(t: Traveler): SavedTraveller {
  const v = travelerValues(t)
  return {
    id: t.id,
    salutation: v.salutation,
    firstName: v.firstName,
    lastName: v.lastName,
    dateOfBirth: v.dateOfBirth,
    email: v.email || undefined,
    phoneNumber: v.phoneNumber || undefined,
  }
}
