// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { handleDemoRequest } from './server'
import { store } from './store'
import { sessionToken, url } from './test-utils'
import { VISITOR_COOKIES, visibleMail, visitorToken } from './mailbox'

/** The demo mailbox shows a visitor only the mail its own browser asked for. */

const DEMO = 'demo@horizon-voyages.example'

/** The mailbox as a browser with `cookie` reads it through the app (controls off, as in `npm start`). */
async function mailbox(cookie?: string, controls = false) {
  const response = await handleDemoRequest(new Request(url('/demo/mailbox.json'), { headers: cookie ? { cookie } : {} }), { controls })
  return (await response.json()) as { to: string; code?: string; owner?: string }[]
}

async function askCode(token?: string, headers: Record<string, string> = {}) {
  const response = await handleDemoRequest(
    new Request(url('/auth/login/code'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}), ...headers },
      body: JSON.stringify({ email: DEMO }),
    }),
    { controls: false },
  )
  expect(response.status).toBe(200)
  return store.mailbox[0]!
}

describe('demo mailbox: each visitor sees only its own mail', () => {
  it('a code asked with visitor A’s token is shown to A, never to B nor to a cookieless visitor', async () => {
    const [a, b] = [await sessionToken(), await sessionToken()]
    const mail = await askCode(a)
    expect(mail.owner).toBe(a)

    expect((await mailbox(`session=${a}`)).map((m) => m.code)).toEqual([mail.code])
    expect(await mailbox(`session=${b}`)).toEqual([])
    expect(await mailbox()).toEqual([])
    expect(await mailbox('other=1')).toEqual([])
    // The HTML page too.
    const page = await handleDemoRequest(new Request(url('/demo/mailbox'), { headers: { cookie: `session=${b}` } }), { controls: false })
    const html = await page.text()
    expect(html).not.toContain(mail.code!)
    expect(html).toContain('Aucun message.')
    const own = await (await handleDemoRequest(new Request(url('/demo/mailbox'), { headers: { cookie: `session=${a}` } }), { controls: false })).text()
    expect(own).toContain(mail.code!)
  })

  it('a direct call to the API is bound to the cookie the browser sends; no token, no owner', async () => {
    const c = await sessionToken()
    const mail = await askCode(undefined, { cookie: `session=${c}` })
    expect(mail.owner).toBe(c)
    expect((await mailbox(`session=${c}`)).map((m) => m.code)).toContain(mail.code)
    const orphan = await askCode()
    expect(orphan.owner).toBeUndefined()
    expect((await mailbox(`session=${c}`)).map((m) => m.code)).not.toContain(orphan.code)
  })

  it('a client cannot turn the full view on with the controls header; the controls (tests) can', async () => {
    const d = await sessionToken()
    await askCode(d)
    expect(await mailbox('session=nobody-' + d, false)).toEqual([])
    const forged = await handleDemoRequest(new Request(url('/demo/mailbox.json'), { headers: { 'x-demo-controls': 'on' } }), { controls: false })
    expect(await forged.json()).toEqual([])
    expect((await mailbox(undefined, true)).length).toBe(store.mailbox.length)
  })

  it('reads the app’s reservation cookie under each of its names, the __Host- one first', () => {
    expect(VISITOR_COOKIES).toEqual(['__Host-session', 'session'])
    expect(visitorToken('a=1; session=plain; __Host-session=host')).toBe('host')
    expect(visitorToken('session=plain')).toBe('plain')
    expect(visitorToken('session=; x=2')).toBeUndefined()
    expect(visitorToken(null)).toBeUndefined()
    const mails = [{ id: 1, to: DEMO, kind: 'login-code' as const, subject: 's', text: 't', sentAt: new Date().toISOString(), owner: 'host' }]
    expect(visibleMail(mails, new Request(url('/demo/mailbox.json'), { headers: { cookie: 'session=plain; __Host-session=host' } }))).toEqual(mails)
  })
})
