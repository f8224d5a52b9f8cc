import { store } from './store'

/**
 * Faults on demand. Transport faults are applied before any handler runs; business faults
 * are passed to the handlers as the `x-demo-fault` request header.
 */
export const TRANSPORT_FAULTS = ['500', 'timeout', 'malformed-json'] as const
export const BUSINESS_FAULTS = [
  'no-flights',
  'return-ticket-required',
  'price-rose',
  'fare-changed',
  'reserve-failed',
  'reserve-after-payment',
  'airport-change',
  'ancillaries-rejected',
] as const
export const FAULTS = [...TRANSPORT_FAULTS, ...BUSINESS_FAULTS] as const
export type Fault = (typeof FAULTS)[number]

const isFault = (value: string | null): value is Fault => value !== null && (FAULTS as readonly string[]).includes(value)

function globToRegExp(glob: string): RegExp {
  const body = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
  return new RegExp(`^(?:/api/v2)?${body.startsWith('/') ? '' : '/'}${body}/?$`)
}

/**
 * The fault asked for a request: header, then `?demo_fault=` (when `perRequest`), then the
 * process-wide rules.
 */
export function faultFor(request: Request, { perRequest = true }: { perRequest?: boolean } = {}): Fault | null {
  const url = new URL(request.url)
  if (url.pathname.includes('/api/v2/demo/faults')) return null
  if (perRequest) {
    const header = request.headers.get('x-demo-fault')
    if (isFault(header)) return header
    const query = url.searchParams.get('demo_fault')
    if (isFault(query)) return query
  }
  for (const rule of store.faultRules) {
    if (rule.times !== null && rule.times <= 0) continue
    if (rule.method && rule.method !== request.method) continue
    if (!globToRegExp(rule.path).test(url.pathname)) continue
    if (rule.times !== null) rule.times--
    store.faultRules = store.faultRules.filter((r) => r.times === null || r.times > 0)
    if (isFault(rule.fault)) return rule.fault
  }
  return null
}

export const isTransportFault = (fault: Fault) => (TRANSPORT_FAULTS as readonly string[]).includes(fault)
