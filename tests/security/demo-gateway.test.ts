// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { VISITOR_COOKIES } from '~/demo-api/mailbox'
import { store } from '~/demo-api/store'
import { serveDemoApi } from '~/server/demo-gateway'
import { sessionCookieName } from '~/server/session'

/**
 * The demo API's public door (/api/v2/* on our server, no API_URL): its sign-in endpoints refuse
 * other sites and are under the app's sign-in limits; its mailbox reads the app's cookie.
 */

const ORIGIN = 'http://localhost:3000'
let n = 0

function post(path: string, body: unknown, headers: Record<string, string> = {}, ip = `192.0.2.${n++}`) {
  const request = new Request(`${ORIGIN}/api/v2${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return serveDemoApi({ request: Object.assign(request, { ip }) })
}
const sameSite = { 'sec-fetch-site': 'same-origin' }

describe('demo API gateway: sign-in endpoints', () => {
  it('refuses a cross-site call to an auth endpoint (text/plain form, other origin, no origin at all); a same-origin one passes', async () => {
    const email = 'demo@horizon-voyages.example'
    const mails = store.mailbox.length
    const crossSite = await post('/auth/login/code', JSON.stringify({ email }), { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    expect((await post('/auth/login/confirm', { email, otp: '000000', client_id: 'web' }, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await post('/auth/register', { email })).status).toBe(403)
    expect(store.mailbox.length).toBe(mails)
    expect((await post('/auth/login/code', { email }, sameSite)).status).toBe(200)
    expect((await post('/auth/login/code', { email }, { origin: ORIGIN })).status).toBe(200)
  })

  it('wrong codes through the public endpoint are limited per account and IP: the 11th try is refused (429, Retry-After)', async () => {
    const email = `gateway.${Date.now()}@exemple.fr`
    const ip = '198.51.100.7'
    const registered = await post(
      '/auth/register',
      {
        gender: 'Mrs',
        first_name: 'Léa',
        last_name: 'Roy',
        email,
        password: 'Voyage2026!',
        date_of_birth: '1990-04-02',
        phone_number: '612345678',
        phone_code: '33',
      },
      sameSite,
      ip,
    )
    expect(registered.status).toBe(201)
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      if (i % 5 === 0) expect((await post('/auth/login/code', { email }, sameSite, `203.0.113.${i}`)).status).toBe(200)
      statuses.push((await post('/auth/login/confirm', { email, otp: '000000', client_id: 'web' }, sameSite, ip)).status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 401 || s === 429)).toBe(true)
    const refused = await post('/auth/login/confirm', { email, otp: '000000', client_id: 'web' }, sameSite, ip)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ error: 'too_many_requests' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60)
    // Another client may still try the account.
    expect((await post('/auth/login/confirm', { email, otp: '000000', client_id: 'web' }, sameSite, '198.51.100.8')).status).not.toBe(403)
  })

  it('the demo mailbox reads the app’s reservation cookie under every name the app gives it', () => {
    for (const secure of [true, false]) for (const production of [true, false]) expect(VISITOR_COOKIES).toContain(sessionCookieName(secure, production))
  })
})
