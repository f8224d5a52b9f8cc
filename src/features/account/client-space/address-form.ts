import { PASSENGER_MESSAGES } from '~/features/booking'
import { REGISTER_MESSAGES } from '../register.schema'
import type { AddressValues } from './address'

/** The address form's rules (booking-and-accounts.md §5 address form). */

export const ADDRESS_MESSAGES = {
  addressType: "Le type d'adresse est requis",
  firstName: REGISTER_MESSAGES.firstName,
  lastName: REGISTER_MESSAGES.lastName,
  street: 'La rue est requise',
  // The same words as the booking's payer address (one source).
  postalCode: PASSENGER_MESSAGES.postalCode,
  city: PASSENGER_MESSAGES.city,
  country: PASSENGER_MESSAGES.country,
} as const

/** §5 address form: each field's message (none: valid). */
export function addressErrors(values: AddressValues): Partial<Record<keyof AddressValues, string>> {
  const errors: Partial<Record<keyof AddressValues, string>> = {}
  if (values.addressType !== 'billing' && values.addressType !== 'delivery') errors.addressType = ADDRESS_MESSAGES.addressType
  if (!values.firstName.trim()) errors.firstName = ADDRESS_MESSAGES.firstName
  if (!values.lastName.trim()) errors.lastName = ADDRESS_MESSAGES.lastName
  if (!values.street.trim()) errors.street = ADDRESS_MESSAGES.street
  if (!values.postalCode.trim()) errors.postalCode = ADDRESS_MESSAGES.postalCode
  if (!values.city.trim()) errors.city = ADDRESS_MESSAGES.city
  if (!/^[A-Za-z]{2}$/.test(values.country)) errors.country = ADDRESS_MESSAGES.country
  return errors
}
