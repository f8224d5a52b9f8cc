/**
 * Phone numbers (booking-and-accounts.md §5): spaces are stripped before checking and sending;
 * digits only, at least 6, at most 17 counting the country code.
 */

import { PHONE_COUNTRIES } from './phone-countries'

export { dialCode, PHONE_COUNTRIES, type PhoneCountry } from './phone-countries'

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

/**
 * The world's calling codes of one or two digits (the numbering plan, not a country list): every
 * other code has three, and the codes are prefix-free, so a '+…' number splits without a table.
 */
const SHORT_CALLING_CODES = new Set(
  '1 7 20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(' '),
)

/** How numbers with this calling code are written (the first country of the table that has it). */
const writingOf = (dial: string) => PHONE_COUNTRIES.find((c) => c.dial === dial)

/** Triplets, the last group of two to four digits ('123 4567', '123 456 78'). */
function triplets(digits: string): number[] {
  const sizes: number[] = []
  let left = digits.length
  for (; left > 4; left -= 3) sizes.push(3)
  return [...sizes, left]
}

function group(digits: string, sizes: readonly number[]): string {
  const parts: string[] = []
  let at = 0
  for (const size of sizes) {
    parts.push(digits.slice(at, at + size))
    at += size
  }
  return parts.join(' ')
}

/** The country code and the national number of a number written internationally ('+33…' or '0033…'). */
function splitInternational(digits: string): [string, string] {
  const length = SHORT_CALLING_CODES.has(digits.slice(0, 1)) ? 1 : SHORT_CALLING_CODES.has(digits.slice(0, 2)) ? 2 : 3
  return [digits.slice(0, length), digits.slice(length)]
}

/** The country code and national number (trunk 0 dropped), or null when the input is not a phone number. */
function parsePhone(code: string, number: string): [string, string] | null {
  const compact = number.replace(/[\s.\-()/]/g, '')
  const international = /^(?:\+|00)(\d+)$/.exec(compact)
  const dial = stripSpaces(code).replace(/^\+/, '')
  let parsed: [string, string]
  if (international) parsed = splitInternational(international[1]!)
  else if (/^\d+$/.test(compact) && /^\d{1,4}$/.test(dial)) parsed = [dial, compact]
  else return null
  const [country, national] = parsed
  if (!national) return null
  return [country, writingOf(country)?.keepsZero ? national : national.replace(/^0(?=\d)/, '')]
}

/**
 * A phone number as people read it: '+33 6 12 34 56 78' from ('33', '06 12 34 56 78'), the
 * national 0 dropped, digits grouped as the country writes them. A number already written
 * internationally ('+44…', '0044…') keeps its own code. Anything else is returned as given.
 */
export function formatPhone(code: string, number: string): string {
  const parsed = parsePhone(code, number)
  if (!parsed) return number
  const [country, national] = parsed
  return `+${country} ${group(national, writingOf(country)?.groups?.[national.length] ?? triplets(national))}`
}

/** The number in E.164 ('+33612345678'), or null when the input is not a phone number. */
export function toE164(code: string, number: string): string | null {
  const parsed = parsePhone(code, number)
  return parsed ? `+${parsed[0]}${parsed[1]}` : null
}
