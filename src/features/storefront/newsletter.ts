/** storefront-and-holidays.md §5, §8: the newsletter form's messages. */
export const NEWSLETTER_MESSAGES = {
  required: "L'e-mail est requis",
  invalid: 'E-mail invalide',
  unexpected: 'An unexpected error occurred.',
} as const

/** One @, no spaces, a domain with a suffix of at least 2 letters. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/

/** The message for an e-mail typed in the newsletter form, or null when it is valid. */
export function newsletterError(value: string): string | null {
  const email = value.trim()
  if (email === '') return NEWSLETTER_MESSAGES.required
  return EMAIL.test(email) ? null : NEWSLETTER_MESSAGES.invalid
}
