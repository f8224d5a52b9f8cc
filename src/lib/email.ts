/**
 * E-mail addresses (booking-and-accounts.md §5): a local part, '@', a domain whose last label
 * (the suffix) has at least 2 letters. Spaces around are ignored.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/

export const EMAIL_MESSAGES = { invalid: 'E-mail invalide', required: "L'e-mail est requis" } as const

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim())
}
