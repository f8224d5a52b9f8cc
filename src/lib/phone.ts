/**
 * Phone numbers (booking-and-accounts.md §5): spaces are stripped before checking and sending;
 * digits only, at least 6, at most 17 counting the country code.
 */

export const PHONE_MIN_DIGITS = 6
export const PHONE_MAX_DIGITS_WITH_CODE = 17
export const DEFAULT_PHONE_CODE = '33'

export const PHONE_MESSAGES = {
  required: 'Le numéro de téléphone est requis',
  codeRequired: 'Le code du pays est requis',
  digitsOnly: 'Le numéro de téléphone ne doit contenir que des chiffres',
  tooShort: `Le numéro de téléphone doit contenir au moins ${PHONE_MIN_DIGITS} chiffres`,
  tooLong: `Le numéro de téléphone ne doit pas dépasser ${PHONE_MAX_DIGITS_WITH_CODE} chiffres`,
} as const

/** The value without any white space (a typed '06 12 34 56 78' becomes '0612345678'). */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '')
}

/** The message for a phone number and its country code (without '+'), or undefined when valid. */
export function phoneNumberError(number: string, code: string): string | undefined {
  const digits = stripSpaces(number)
  if (!digits) return PHONE_MESSAGES.required
  if (!/^\d+$/.test(digits)) return PHONE_MESSAGES.digitsOnly
  if (digits.length < PHONE_MIN_DIGITS) return PHONE_MESSAGES.tooShort
  if (digits.length + stripSpaces(code).length > PHONE_MAX_DIGITS_WITH_CODE) return PHONE_MESSAGES.tooLong
  return undefined
}

/** The message for a country code, or undefined when valid. */
export function phoneCodeError(code: string): string | undefined {
  return /^\d{1,4}$/.test(stripSpaces(code).replace(/^\+/, '')) ? undefined : PHONE_MESSAGES.codeRequired
}
