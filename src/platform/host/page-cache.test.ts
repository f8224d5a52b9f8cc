// @vitest-environment node
import { AsyncLocalStorage } from 'node:async_hooks'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { cachedPage, cookiesOf, forgetVisitor, isCacheablePage } from './page-cache.mjs'
import { fillTemplate, identityTemplate } from './page-identity.mjs'
import { notingCookieReads, readCookie, readCookieUnnoted, shownIdentity } from '~/server/page-render'

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

/** Signed-in visitors of the fake app, by token: their first name and e-mail. */
const PEOPLE = {
  alice: { firstName: 'Alice', email: 'alice@exemple.fr' },
  bruno: { firstName: 'Bruno', email: 'bruno@exemple.fr' },
  chloe: { firstName: `Chloé "d'Arc" <b>&</script>`, email: 'chloe@exemple.fr' },
} as const satisfies Record<string, { firstName: string; email: string }>

/**
 * An app that shows who is signed in (`shownIdentity`), as the header does: in the HTML (text
 * and an attribute) and in the dehydrated state (a script, as a JSON string).
 */
function identityApp(): FakeApp {
  const app: FakeApp = {
    renders: 0,
    fetch: (request) =>
      current.run(cookiesOf(request.headers.get('cookie')) ?? new Map(), async () => {
        const n = ++app.renders
        notingCookieReads()
        readCookie('agency_id')
        const token = readCookieUnnoted('user_session')
        const person = token && token in PEOPLE ? { ...PEOPLE[token as keyof typeof PEOPLE] } : undefined
        const user = shownIdentity('user_session', person ? { variant: 'verified', strings: person } : null)
        const nonce = `nonce${n}${Math.random().toString(36).slice(2)}`
        const state = JSON.stringify(user).replaceAll('<', '\\u003C')
        const html = user
          ? `<html><p aria-label="Compte de ${user.firstName}">Bonjour ${user.firstName}</p><p>${user.email}</p><script nonce="${nonce}">window.$user = ${state}</script></html>`
          : `<html><p>Mon compte</p><script nonce="${nonce}">window.$user = null</script></html>`
        return new Response(html, {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': `script-src 'nonce-${nonce}'` },
        })
      }),
  }
  return app
}

/** What a visitor's browser reads of a page: the text shown, the label, and the state's user. */
function seen(html: string) {
  const decode = (text: string) =>
    text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&')
  const state = /window\.\$user = ([^<]*)<\/script>/.exec(html)?.[1]
  return {
    hello: decode(/>Bonjour ([^<]*)</.exec(html)?.[1] ?? ''),
    label: decode(/aria-label="Compte de ([^"]*)"/.exec(html)?.[1] ?? ''),
    state: state ? (JSON.parse(state) as { firstName: string; email: string } | null) : undefined,
  }
}

describe('the page cache: who is signed in', () => {
  it('keeps one page for every signed-in visitor and fills in each answer with its own strings, escaped for where they stand', async () => {
    const app = identityApp()
    const url = pageUrl()
    const alice = await visit(app, url, 'session=s1; user_session=alice')
    expect(alice.hit).toBe(false)
    expect(seen(alice.html)).toEqual({ hello: 'Alice', label: 'Alice', state: PEOPLE.alice })
    // A visitor not seen yet is rendered for (its identity is learnt), then served the kept page.
    const chloe = await visit(app, url, 'session=s2; user_session=chloe')
    expect(chloe.hit).toBe(false)
    const chloeAgain = await visit(app, url, 'session=s2; user_session=chloe')
    expect(chloeAgain.hit).toBe(true)
    for (const page of [chloe, chloeAgain]) {
      expect(seen(page.html)).toEqual({ hello: PEOPLE.chloe.firstName, label: PEOPLE.chloe.firstName, state: PEOPLE.chloe })
      expect(page.html).not.toMatch(/Alice|visitor[0-9a-f]/)
      expect(page.html.match(/<\/script>/g)).toHaveLength(1)
    }
    const aliceAgain = await visit(app, url, 'session=s3; user_session=alice')
    expect(aliceAgain.hit).toBe(true)
    expect(aliceAgain.html).toBe(alice.html)
    expect(app.renders).toBe(2)
  })

  it('never gives a signed-out visitor a signed-in page, nor the other way round', async () => {
    const app = identityApp()
    const url = pageUrl()
    await visit(app, url, 'user_session=alice')
    const signedOut = await visit(app, url, 'session=s1')
    expect(signedOut.hit).toBe(false)
    expect(seen(signedOut.html).state).toBeNull()
    expect(signedOut.html).toContain('Mon compte')
    expect((await visit(app, url)).hit).toBe(true)
    // A token the app does not know renders signed out.
    const stranger = await visit(app, url, 'user_session=forged')
    expect(seen(stranger.html).state).toBeNull()
    expect((await visit(app, url, 'user_session=alice')).html).toContain('Bonjour Alice')
  })

  it('forgets a visitor’s identity when it writes (a new name, a sign-out): its next page is rendered for it', async () => {
    const app = identityApp()
    const url = pageUrl()
    await visit(app, url, 'user_session=bruno')
    expect((await visit(app, url, 'user_session=bruno')).hit).toBe(true)
    forgetVisitor(new Request('http://localhost/_serverFn/updateProfile', { method: 'POST', headers: { cookie: 'user_session=bruno' } }))
    const renders = app.renders
    const bruno = await visit(app, url, 'user_session=bruno')
    expect(bruno.hit).toBe(false)
    expect(app.renders).toBe(renders + 1)
  })

  it('answers each visitor with its own strings only, whatever the order of visits', async () => {
    const visitors = ['alice', 'bruno', 'chloe', null] as const
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom(...visitors), fc.nat(1)), { minLength: 1, maxLength: 12 }), async (visits) => {
        const app = identityApp()
        const urls = [pageUrl(), pageUrl()] as const
        for (const [who, at] of visits) {
          const { html } = await visit(app, at ? urls[1] : urls[0], who ? `session=s-${who}; user_session=${who}` : undefined)
          expect(seen(html).state).toEqual(who ? PEOPLE[who] : null)
          for (const [other, person] of Object.entries(PEOPLE)) if (other !== who) expect(html).not.toContain(person.email)
        }
      }),
      { numRuns: 60 },
    )
  })
})

describe('filling in a page', () => {
  const fillIdentity = (html: string, placeholders: Record<string, string>, values: Record<string, string>) => {
    const template = identityTemplate(html, placeholders)
    return template && fillTemplate(template, values).toString()
  }
  const placeholders = { firstName: 'visitor0123456789abcdef0123456789abcdeffirstNameend' }
  it('escapes a string as HTML outside scripts and as a string’s contents inside them', () => {
    const html = `<p title="${placeholders.firstName}">${placeholders.firstName}</p><script>x = "${placeholders.firstName}"</script>`
    expect(fillIdentity(html, placeholders, { firstName: `A'<"&>\u2028` })).toBe(
      `<p title="A&#x27;&lt;&quot;&amp;&gt;\u2028">A&#x27;&lt;&quot;&amp;&gt;\u2028</p><script>x = "A\\u0027\\u003c\\"&\\u003e\\u2028"</script>`,
    )
  })
  it('refuses a page where a placeholder was changed (upper-cased: a trace is left)', () => {
    const html = `<p>${placeholders.firstName}</p><p>${placeholders.firstName.toUpperCase()}</p>`
    expect(fillIdentity(html, placeholders, { firstName: 'Alice' })).toBeNull()
  })
})
