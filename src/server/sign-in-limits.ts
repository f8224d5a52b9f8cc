import { combine, RateLimit, type LimitResult, type LimitSpec } from './rate-limit'
import { clientIp } from './security'

/**
 * Limits of sign-in, registration and code calls, per client address (IP) and per account, on
 * the server store (rate-limit.ts): the app's server functions and the demo API's public
 * /api/v2/auth/* endpoints go through the same ones. Server-only.
 *
 * Guessing a code is bounded per account by OWASP ASVS 2.2.1 (at most 100 failed attempts an
 * hour). A stranger cannot lock an address out cheaply: failures first stop the one client that
 * makes them (per account and IP), the account's own ceiling takes 100 failures an hour from
 * at least 10 addresses, and mails to an address from one client stay under the API's quota.
 */
export const SIGN_IN_LIMITS = {
  /** Wrong codes or links for one account from one client: that client then waits. */
  failuresPerAccountAndIp: { points: 10, durationSeconds: 15 * 60 },
  /** Wrong codes for one account from anywhere (ASVS 2.2.1: at most 100 an hour). */
  failuresPerAccount: { points: 100, durationSeconds: 60 * 60 },
  /** Wrong codes or links from one client, whatever the account. */
  failuresPerIp: { points: 100, durationSeconds: 60 * 60 },
  /** Codes, links and registration mails for one account asked by one client (the API allows 10 per 10 minutes). */
  mailsPerAccountAndIp: { points: 5, durationSeconds: 10 * 60 },
  /** Every sign-in, registration and code call from one client. */
  callsPerIp: { points: 300, durationSeconds: 60 * 60 },
} as const satisfies Record<string, LimitSpec>

type LimitName = keyof typeof SIGN_IN_LIMITS
const limits = Object.fromEntries(Object.entries(SIGN_IN_LIMITS).map(([name, spec]) => [name, new RateLimit(`sign-in:${name}`, spec)])) as Record<
  LimitName,
  RateLimit
>

/** What a call does: looks an address up, has a mail sent, or tries a code or link. */
export type SignInCall = 'check' | 'mail' | 'confirm'

const accountKey = (account: string) => account.trim().toLowerCase()
const pair = (account: string, ip: string) => `${accountKey(account)}|${ip}`

/** Before a sign-in call: allowed, or refused with the wait (the caller answers 429). */
export async function admitSignIn(request: Request, call: SignInCall, account?: string): Promise<LimitResult> {
  const ip = clientIp(request)
  const checks: Promise<LimitResult>[] = [limits.callsPerIp.consume(ip)]
  if (call === 'mail' && account) checks.push(limits.mailsPerAccountAndIp.consume(pair(account, ip)))
  if (call === 'confirm') {
    checks.push(limits.failuresPerIp.check(ip))
    if (account) checks.push(limits.failuresPerAccountAndIp.check(pair(account, ip)), limits.failuresPerAccount.check(accountKey(account)))
  }
  return combine(await Promise.all(checks))
}

/** A wrong code or link: counted for the client, the account, and both. */
export async function signInFailed(request: Request, account?: string): Promise<void> {
  const ip = clientIp(request)
  const counts = [limits.failuresPerIp.consume(ip)]
  if (account) counts.push(limits.failuresPerAccountAndIp.consume(pair(account, ip)), limits.failuresPerAccount.consume(accountKey(account)))
  await Promise.all(counts)
}

/** A sign-in that worked clears that client's failures for the account. */
export async function signInSucceeded(request: Request, account?: string): Promise<void> {
  if (account) await limits.failuresPerAccountAndIp.reset(pair(account, clientIp(request)))
}

/** The demo API's public sign-in endpoints (any case, trailing slash), by what they do. */
const DEMO_SIGN_IN_CALLS: [RegExp, SignInCall][] = [
  [/\/auth\/check-email\/?$/i, 'check'],
  [/\/auth\/(login\/code|login\/link|resend-email|register|password\/reset)\/?$/i, 'mail'],
  [/\/auth\/(login\/(link\/)?confirm|login\/password|password\/reset\/confirm|set-password)\/?$/i, 'confirm'],
]

/** The kind of sign-in call a request to the demo API is, or undefined. */
export function demoSignInCall(request: Request): SignInCall | undefined {
  if (request.method !== 'POST') return undefined
  const path = decodedPath(request)
  return DEMO_SIGN_IN_CALLS.find(([pattern]) => pattern.test(path))?.[1]
}

function decodedPath(request: Request): string {
  const { pathname } = new URL(request.url)
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

/**
 * Whether a request to the demo API changes sign-in or payment state on a browser's behalf (a
 * write under /auth/ or to the payment page): such calls are refused from other sites.
 */
export function isDemoBrowserWrite(request: Request): boolean {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return false
  return /\/auth\/|\/demo\/payment\//i.test(decodedPath(request))
}
