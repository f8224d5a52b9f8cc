import { combine, RateLimit, type LimitResult, type LimitSpec } from './rate-limit'
import { clientIp } from './security'

/**
 * Limits of the booking lookup by reference and e-mail, as sign-in's (sign-in-limits.ts): a
 * wrong pair is a failed attempt, counted per client address, per reference and client, and per
 * reference from anywhere; the app's server function and the demo API's public
 * /api/v2/order/lookup/ go through the same ones. Server-only.
 */
export const LOOKUP_LIMITS = {
  /** Wrong e-mails for one reference from one client: that client then waits. */
  failuresPerReferenceAndIp: { points: 10, durationSeconds: 15 * 60 },
  /** Wrong e-mails for one reference from anywhere. */
  failuresPerReference: { points: 100, durationSeconds: 60 * 60 },
  /** Unknown references or wrong e-mails from one client, whatever the reference. */
  failuresPerIp: { points: 30, durationSeconds: 60 * 60 },
  /** Every lookup from one client. */
  callsPerIp: { points: 300, durationSeconds: 60 * 60 },
} as const satisfies Record<string, LimitSpec>

type LimitName = keyof typeof LOOKUP_LIMITS
const limits = Object.fromEntries(Object.entries(LOOKUP_LIMITS).map(([name, spec]) => [name, new RateLimit(`lookup:${name}`, spec)])) as Record<
  LimitName,
  RateLimit
>

const referenceKey = (reference: string) => reference.trim().toUpperCase()

/** Before a lookup: allowed, or refused with the wait (the caller answers 429). */
export async function admitLookup(request: Request, reference: string): Promise<LimitResult> {
  const ip = clientIp(request)
  const ref = referenceKey(reference)
  return combine(
    await Promise.all([
      limits.callsPerIp.consume(ip),
      limits.failuresPerIp.check(ip),
      limits.failuresPerReferenceAndIp.check(`${ref}|${ip}`),
      limits.failuresPerReference.check(ref),
    ]),
  )
}

/** A lookup that found nothing: counted for the client, the reference, and both. */
export async function lookupFailed(request: Request, reference: string): Promise<void> {
  const ip = clientIp(request)
  const ref = referenceKey(reference)
  await Promise.all([limits.failuresPerIp.consume(ip), limits.failuresPerReferenceAndIp.consume(`${ref}|${ip}`), limits.failuresPerReference.consume(ref)])
}

/**
 * The reference a demo API request tries with an e-mail (`GET /order/lookup/`, `POST
 * /order/requests/`), or undefined for any other request.
 */
export async function demoLookupReference(request: Request): Promise<string | undefined> {
  const url = new URL(request.url)
  if (request.method === 'GET' && /\/order\/lookup\/?$/i.test(url.pathname)) return url.searchParams.get('reference') ?? ''
  if (request.method !== 'POST' || !/\/order\/requests\/?$/i.test(url.pathname)) return undefined
  try {
    const body = (await request.clone().json()) as { reference?: unknown }
    return typeof body?.reference === 'string' ? body.reference : ''
  } catch {
    return ''
  }
}
