/**
 * An e-mail address as shown on the code step (booking-and-accounts.md §2): its first three
 * characters, a mask, then the domain. The mask has a fixed length, so it tells nothing of the
 * address's length.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 0) return email
  return `${email.slice(0, Math.min(3, at))}***${email.slice(at)}`
}
