import { Temporal } from 'temporal-polyfill'
import type { UpdateProfileRequest } from '~/api-contract/account'
import { phoneNumberError, stripSpaces } from '~/lib/phone'
import { NEW_PASSWORD_MESSAGES, newPasswordErrors } from '../password.schema'
import { birthDateError, REGISTER_MESSAGES } from '../register.schema'
import { emailField } from '../sign-in.schema'
import type { Consents, ProfileValues } from './profile-values'

/** The client's details (booking-and-accounts.md §3 profile update, §5 edit client and password change). */

export const PROFILE_MESSAGES = {
  gender: 'La civilité est requise',
  firstName: REGISTER_MESSAGES.firstName,
  lastName: REGISTER_MESSAGES.lastName,
  emailTaken: REGISTER_MESSAGES.exists,
  invalid: REGISTER_MESSAGES.invalid,
} as const

export const PASSWORD_CHANGE_MESSAGES = {
  oldRequired: 'Le mot de passe actuel est requis',
  ...NEW_PASSWORD_MESSAGES,
  wrongOld: 'Le mot de passe actuel est incorrect.',
} as const

/** §5 edit client: each field's message (none: valid). */
export function profileErrors(v: ProfileValues, today?: Temporal.PlainDate): Partial<Record<keyof ProfileValues, string>> {
  const errors: Partial<Record<keyof ProfileValues, string>> = {}
  if (v.gender !== 'Mr' && v.gender !== 'Mrs') errors.gender = PROFILE_MESSAGES.gender
  if (!v.firstName.trim()) errors.firstName = PROFILE_MESSAGES.firstName
  if (!v.lastName.trim()) errors.lastName = PROFILE_MESSAGES.lastName
  const email = emailField.safeParse(v.email)
  if (!email.success) errors.email = email.error.issues[0]?.message
  const birth = birthDateError(v.birthDate, today)
  if (birth) errors.birthDate = birth
  const phone = phoneNumberError(v.phoneNumber, '')
  if (phone) errors.phoneNumber = phone
  return errors
}

/** §3 profile update payload: 'male' when the form says 'Mr', otherwise 'female'; the birth date in parts. */
export function toUpdateProfileRequest(v: ProfileValues, consents?: Consents): UpdateProfileRequest {
  const birth = Temporal.PlainDate.from(v.birthDate)
  return {
    gender: v.gender === 'Mr' ? 'male' : 'female',
    first_name: v.firstName.trim(),
    last_name: v.lastName.trim(),
    birth_day: birth.day,
    birth_month: birth.month,
    birth_year: birth.year,
    email: v.email.trim(),
    phone_number: stripSpaces(v.phoneNumber),
    ...(consents ?? {}),
  }
}

export interface PasswordChangeValues {
  oldPassword: string
  password: string
  confirmPassword: string
}

/** §5 password change: each field's first message (none: valid). */
export function passwordChangeErrors(v: PasswordChangeValues): Partial<Record<keyof PasswordChangeValues, string>> {
  const errors: Partial<Record<keyof PasswordChangeValues, string>> = newPasswordErrors(v)
  if (!v.oldPassword) errors.oldPassword = PASSWORD_CHANGE_MESSAGES.oldRequired
  return errors
}
