// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { handleDemoRequest } from './server'
import { store } from './store'
import { sessionToken, url } from './test-utils'
import { INBOX_COOKIE, VISITOR_COOKIES, visitorToken } from './mailbox'

/** The demo mailbox shows a visitor only its own mail. */

const DEMO = 'demo@horizon-voyages.example'

interface Mail {
  to: string
  kind: string
  code?: string
  link?: string
}

/** The mailbox as a browser with `cookie` reads it through the app (controls off, as in `npm start`). */
async function mailbox(cookie?: string, controls = false) {
  const response = await handleDemoRequest(new Request(url('/demo/mailbox.json'), { headers: cookie ? { cookie } : {} }), { controls })
  return { mails: (await response.json()) as Mail[], setCookie: response.headers.get('set-cookie') }
}
const codesOf = async (cookie?: string) => (await mailbox(cookie)).mails.map((m) => m.code ?? m.link)

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await handleDemoRequest(
    new Request(url(path), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }),
    { controls: false },
  )
  expect(response.ok).toBe(true)
  return store.mailbox[0]!
}
const askCode = (email: string, headers: Record<string, string> = {}) => post('/auth/login/code', { email }, headers)
const token = (t: string) => ({ authorization: `Token ${t}` })

async function register(headers: Record<string, string>) {
  const email = `owner.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@exemple.fr`
  const mail = await post(
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
    headers,
  )
  const link = mail.link!
  await handleDemoRequest(
    new Request(url('/auth/login/link/confirm'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: new URL(link, 'http://x').searchParams.get('token') }),
    }),
  )
  return { email, link }
}

describe('demo mailbox: each visitor sees only its own mail', () => {
  it('a code for the shared demo account asked by visitor A is shown to A, never to B nor to a cookieless visitor', async () => {
    const [a, b] = [await sessionToken(), await sessionToken()]
    const mail = await askCode(DEMO, token(a))
    expect(mail.owner).toBe(a)
    expect(await codesOf(`session=${a}`)).toContain(mail.code)
    expect(await codesOf(`session=${b}`)).toEqual([])
    expect(await codesOf()).toEqual([])
    expect(JSON.stringify((await mailbox(`session=${a}`)).mails)).not.toContain(a)
    const page = await handleDemoRequest(new Request(url('/demo/mailbox'), { headers: { cookie: `session=${b}` } }), { controls: false })
    const html = await page.text()
    expect(html).not.toContain(mail.code!)
    expect(html).toContain('Aucun message.')
    const own = await (await handleDemoRequest(new Request(url('/demo/mailbox'), { headers: { cookie: `session=${a}` } }), { controls: false })).text()
    expect(own).toContain(mail.code!)
  })

  it('an address registered from a browser is that browser’s: a code someone else asks for it is shown to the owner only, also after its token changed', async () => {
    const [owner, stranger] = [await sessionToken(), await sessionToken()]
    const { email, link } = await register(token(owner))
    // The owner reads its confirmation link; its browser gets a mailbox id.
    const first = await mailbox(`session=${owner}`)
    expect(first.mails.map((m) => m.link)).toContain(link)
    const inbox = /demo_inbox=([0-9a-f]{32})/.exec(first.setCookie ?? '')?.[1]
    expect(first.setCookie).toMatch(/HttpOnly; SameSite=Lax/)
    expect(inbox).toBeDefined()

    // A stranger asks a code for the owner's address, through the app or straight to the API.
    const viaApp = await askCode(email, token(stranger))
    const direct = await askCode(email, { cookie: `session=${stranger}` })
    expect(await codesOf(`session=${stranger}`)).not.toContain(viaApp.code)
    expect(await codesOf(`session=${stranger}`)).not.toContain(direct.code)
    expect(await codesOf(`session=${stranger}; ${INBOX_COOKIE}=${'0'.repeat(32)}`)).toEqual([])

    // The owner's browser, with a new reservation token (signed in and out since), still reads them.
    const rotated = await sessionToken()
    expect(await codesOf(`session=${rotated}; ${INBOX_COOKIE}=${inbox}`)).toEqual(expect.arrayContaining([viaApp.code, direct.code, link]))
    expect(await codesOf(`session=${rotated}`)).toEqual([])
  })

  it('a call with no token and no cookie is nobody’s; a client cannot turn the full view on; the controls (tests) can', async () => {
    const orphan = await askCode(DEMO)
    expect(orphan.owner).toBeUndefined()
    expect(await codesOf(`session=${await sessionToken()}`)).not.toContain(orphan.code)
    const forged = await handleDemoRequest(new Request(url('/demo/mailbox.json'), { headers: { 'x-demo-controls': 'on' } }), { controls: false })
    expect(await forged.json()).toEqual([])
    expect((await mailbox(undefined, true)).mails.length).toBe(store.mailbox.length)
  })

  it('reads the app’s reservation cookie under each of its names, the __Host- one first', () => {
    expect(VISITOR_COOKIES).toEqual(['__Host-session', 'session'])
    expect(visitorToken('a=1; session=plain; __Host-session=host')).toBe('host')
    expect(visitorToken('session=plain')).toBe('plain')
    expect(visitorToken('session=; x=2')).toBeUndefined()
    expect(visitorToken(null)).toBeUndefined()
  })
})

describe('demo mailbox on a shared state (edge build)', () => {
  it('reading the mailbox counts as a change, so the link of a browser to its addresses is kept', async () => {
    const { changesState } = await import('./server')
    expect(changesState(new Request(url('/demo/mailbox')))).toBe(true)
    expect(changesState(new Request(url('/demo/mailbox.json')))).toBe(true)
    expect(changesState(new Request(url('/demo/images/icon/x.svg')))).toBe(false)
  })
})
