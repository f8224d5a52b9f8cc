import { safeRedirectPath } from '~/lib/safe-redirect'

export const SIGN_IN_PATH = '/auth/check-email' as const

/**
 * Where a sign-in ends: a same-origin path (lib/safe-redirect), never a sign-in page itself
 * (that would loop); anything else gives `fallback` ('/', the spec's default after login).
 */
export function signInTarget(value: unknown, fallback = '/'): string {
  const path = safeRedirectPath(value, '')
  if (!path || path === '/auth' || path.startsWith('/auth/') || path.startsWith('/auth?')) return fallback
  return path
}
