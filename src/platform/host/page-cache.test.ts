// @vitest-environment node
import { AsyncLocalStorage } from 'node:async_hooks'
import { describe, expect, it, vi } from 'vitest'
import { cachedPage, cookiesOf, forgetVisitor, isCacheablePage } from './page-cache.mjs'
import { notingCookieReads, readCookie } from '~/server/page-render'

// The app's getCookie reads the request being rendered (as h3's does).
const current = new AsyncLocalStorage<Map<string, string>>()
vi.mock('@tanstack/react-start/server', () => ({ getCookie: (name: string) => current.getStore()?.get(name) }))

interface FakeApp {
  fetch: (request: Request) => Promise<Response>
  renders: number
}

/**
 * An app whose page shows the cookies `reads` names, read through the app's readCookie: the
 * last one while the body streams. A visitor without a session cookie is given one, as the
 * session middleware does.
 */
function fakeApp(reads: string[], { tracked = true, sets }: { tracked?: boolean; sets?: string } = {}): FakeApp {
  const app: FakeApp = {
    renders: 0,
    fetch: (request) =>
      current.run(cookiesOf(request.headers.get('cookie')) ?? new Map(), async () => {
        const n = ++app.renders
        if (tracked) notingCookieReads()
        const shown = reads.slice(0, -1).map((name) => `${name}:${readCookie(name) ?? '-'}`)
        const last = reads.at(-1)
        const nonce = `nonce${n}${Math.random().toString(36).slice(2)}`
        const body = new ReadableStream({
          async start(controller) {
            controller.enqueue(new TextEncoder().encode(`<html><script nonce="${nonce}"></script>${shown.join(' ')}`))
            await new Promise((resolve) => setTimeout(resolve, 5))
            controller.enqueue(new TextEncoder().encode(last ? ` ${last}:${readCookie(last) ?? '-'}</html>` : '</html>'))
            controller.close()
          },
        })
        const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'content-security-policy': `script-src 'nonce-${nonce}'` })
        if (!current.getStore()?.has('session')) headers.append('set-cookie', `session=issued${n}; Path=/; HttpOnly`)
        if (sets) headers.append('set-cookie', `${sets}=; Max-Age=0; Path=/`)
        return new Response(body, { status: 200, headers })
      }),
  }
  return app
}

let urlCount = 0
const pageUrl = () => `http://localhost/vol?t=${Date.now()}-${++urlCount}`
const get = (url: string, cookie?: string, init: RequestInit = {}) =>
  new Request(url, { ...init, headers: { accept: 'text/html', 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } })
const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

async function visit(app: FakeApp, url: string, cookie?: string) {
  const response: Response = await cachedPage(app, get(url, cookie))
  return { response, html: await response.text(), hit: response.headers.get('x-page-cache') === 'hit' }
}

const ALICE = 'user_session=alice-token'
const BRUNO = 'user_session=bruno-token'

describe('the page cache: eligibility', () => {
  it('answers GET page requests, with or without cookies; not the API, server functions, credentials or other methods', () => {
    expect(isCacheablePage(get('http://localhost/vol'))).toBe(true)
    expect(isCacheablePage(get('http://localhost/vol', 'session=abc; agency_id=3'))).toBe(true)
    expect(isCacheablePage(get('http://localhost/api/v2/demo/mailbox'))).toBe(false)
    expect(isCacheablePage(get('http://localhost/_serverFn/x'))).toBe(false)
    expect(isCacheablePage(new Request('http://localhost/vol', { method: 'POST', headers: { accept: 'text/html' } }))).toBe(false)
    expect(isCacheablePage(new Request('http://localhost/vol', { headers: { accept: 'text/html', authorization: 'Token x' } }))).toBe(false)
    expect(isCacheablePage(new Request('http://localhost/vol', { headers: { accept: 'application/json' } }))).toBe(false)
  })

  it('reads cookies by name, and refuses a header naming one twice', () => {
    expect(cookiesOf('session=a; agency_id=3')).toEqual(
      new Map([
        ['session', 'a'],
        ['agency_id', '3'],
      ]),
    )
    expect(cookiesOf(null)).toEqual(new Map())
    expect(cookiesOf('session=a; session=b')).toBeNull()
  })
})

describe('the page cache: what a page depends on', () => {
  it('gives a returning signed-out visitor (its session cookie) the cookieless render, without its Set-Cookie and with its nonce', async () => {
    const app = fakeApp(['agency_id', 'user_session'])
    const url = pageUrl()
    const first = await visit(app, url)
    expect(first.hit).toBe(false)
    expect(first.response.headers.get('set-cookie')).toContain('session=issued')
    const returning = await visit(app, url, 'session=visitor-token; theme=dark')
    expect(returning.hit).toBe(true)
    expect(returning.html).toBe(first.html)
    expect(returning.response.headers.get('set-cookie')).toBeNull()
    expect(nonceOf(returning.response)).toBe(nonceOf(first.response))
    expect(returning.html).toContain(`nonce="${nonceOf(returning.response)}"`)
    expect(app.renders).toBe(1)
  })

  it('never gives a signed-in visitor’s page to another visitor, signed in or not', async () => {
    const app = fakeApp(['agency_id', 'user_session'])
    const url = pageUrl()
    const alice = await visit(app, url, `session=s1; ${ALICE}`)
    expect(alice.html).toContain('user_session:alice-token')
    const bruno = await visit(app, url, `session=s2; ${BRUNO}`)
    expect(bruno.hit).toBe(false)
    expect(bruno.html).toContain('user_session:bruno-token')
    expect(bruno.html).not.toContain('alice')
    const signedOut = await visit(app, url, 'session=s3')
    expect(signedOut.hit).toBe(false)
    expect(signedOut.html).toContain('user_session:-')
    expect(signedOut.html).not.toMatch(/alice|bruno/)
    const cookieless = await visit(app, url)
    expect(cookieless.hit).toBe(true)
    expect(cookieless.html).toBe(signedOut.html)
    // Alice again: her own page, kept for her token only.
    const aliceAgain = await visit(app, url, `session=s9; ${ALICE}`)
    expect(aliceAgain.hit).toBe(true)
    expect(aliceAgain.html).toBe(alice.html)
    expect(app.renders).toBe(3)
  })

  it('keys a page on the chosen agency it shows', async () => {
    const app = fakeApp(['agency_id', 'user_session'])
    const url = pageUrl()
    const lyon = await visit(app, url, 'agency_id=12')
    const nice = await visit(app, url, 'agency_id=40; session=x')
    expect(nice.hit).toBe(false)
    expect(nice.html).toContain('agency_id:40')
    expect((await visit(app, url, 'session=y; agency_id=12')).html).toBe(lyon.html)
  })

  it('keys a page that reads the reservation token (a booking step) on it, read while the page streams too', async () => {
    const app = fakeApp(['agency_id', 'user_session', 'session'])
    const url = pageUrl()
    // Both ask before the first render has told what the page reads: the second renders for itself.
    const [first, second] = await Promise.all([visit(app, url, 'session=order-1'), visit(app, url, 'session=order-2')])
    expect(first.html).toContain('session:order-1')
    expect(second.html).toContain('session:order-2')
    expect(second.html).not.toContain('order-1')
    const firstAgain = await visit(app, url, 'session=order-1')
    expect(firstAgain.hit).toBe(true)
    expect(firstAgain.html).toBe(first.html)
    const other = await visit(app, url, 'session=order-3')
    expect(other.hit).toBe(false)
    expect(other.html).toContain('session:order-3')
  })

  it('keys the page on the whole Cookie header when the app does not note its reads', async () => {
    const app = fakeApp(['user_session'], { tracked: false })
    const url = pageUrl()
    await visit(app, url)
    expect((await visit(app, url)).hit).toBe(true)
    const alice = await visit(app, url, ALICE)
    expect(alice.hit).toBe(false)
    expect(alice.html).toContain('alice-token')
    const bruno = await visit(app, url, BRUNO)
    expect(bruno.hit).toBe(false)
    expect(bruno.html).not.toContain('alice')
    expect((await visit(app, url, ALICE)).hit).toBe(true)
  })

  it('drops a visitor’s pages when it writes (a favourite, a cancellation), and only its own', async () => {
    const app = fakeApp(['agency_id', 'user_session'])
    const url = pageUrl()
    await visit(app, url, `session=s1; ${ALICE}`)
    await visit(app, url, `session=s2; ${BRUNO}`)
    forgetVisitor(new Request('http://localhost/_serverFn/toggleFavorite', { method: 'POST', headers: { cookie: `${ALICE}; session=s1` } }))
    expect((await visit(app, url, `session=s1; ${ALICE}`)).hit).toBe(false)
    expect((await visit(app, url, `session=s2; ${BRUNO}`)).hit).toBe(true)
  })

  it('does not keep a render made while its visitor wrote', async () => {
    const app = fakeApp(['user_session'])
    const url = pageUrl()
    const rendering = visit(app, url, ALICE)
    forgetVisitor(new Request('http://localhost/_serverFn/cancel', { method: 'POST', headers: { cookie: ALICE } }))
    expect((await rendering).hit).toBe(false)
    expect((await visit(app, url, ALICE)).hit).toBe(false)
    expect(app.renders).toBe(2)
  })

  it('does not keep a render that sets a cookie it read (an expired sign-in cleared)', async () => {
    const app = fakeApp(['user_session'], { sets: 'user_session' })
    const url = pageUrl()
    const first = await visit(app, url, 'user_session=expired')
    expect(first.response.headers.getSetCookie().some((line) => line.startsWith('user_session='))).toBe(true)
    const again = await visit(app, url, 'user_session=expired')
    expect(again.hit).toBe(false)
    expect(again.response.headers.getSetCookie().some((line) => line.startsWith('user_session='))).toBe(true)
  })

  it('renders for a Cookie header naming a cookie twice, and keeps nothing of it', async () => {
    const app = fakeApp(['user_session'])
    const url = pageUrl()
    await visit(app, url, `${ALICE}; ${BRUNO}`)
    expect((await visit(app, url, `${ALICE}; ${BRUNO}`)).hit).toBe(false)
    expect(app.renders).toBe(2)
  })
})
