// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { admitLookup, demoLookupReference, LOOKUP_LIMITS, lookupFailed } from './lookup-limits'

/** Booking lookup limits per client address and reference, on the memory store (no Redis). */

let n = 0
const unique = (tag: string) => `${tag}.${Date.now()}.${n++}`
const from = (ip: string, path = '/api/v2/order/lookup/?reference=ABC123&email=a@b.fr', init: RequestInit = {}) =>
  Object.assign(new Request(`http://localhost${path}`, init), { ip })

describe('booking lookup limits', () => {
  it('after 10 wrong e-mails for a reference that client waits; another client does not', async () => {
    const reference = unique('R').replace(/\W/g, '')
    const [ip, other] = [unique('10.9.0'), unique('10.9.1')]
    for (let i = 0; i < LOOKUP_LIMITS.failuresPerReferenceAndIp.points; i++) {
      expect(await admitLookup(from(ip), reference)).toEqual({ ok: true })
      await lookupFailed(from(ip), reference)
    }
    const refused = await admitLookup(from(ip), reference.toLowerCase())
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.retryAfter).toBeGreaterThan(14 * 60)
    expect(await admitLookup(from(other), reference)).toEqual({ ok: true })
  })

  it('knows the demo calls that try a reference with an e-mail', async () => {
    expect(await demoLookupReference(from('1'))).toBe('ABC123')
    const post = from('1', '/api/v2/order/requests/', { method: 'POST', body: JSON.stringify({ reference: 'XYZ789', kind: 'cancellation' }) })
    expect(await demoLookupReference(post)).toBe('XYZ789')
    expect(await demoLookupReference(from('1', '/api/v2/order/12/'))).toBeUndefined()
  })
})
