// bench:load's visitors (load.mjs): the cookies of a returning signed-out visitor and of a
// signed-in one (signed in through the demo mailbox, as tests/e2e/account.helpers.ts does), the
// server's CPU time, and a page's HTML bytes as sent.
import { request as httpRequest } from 'node:http'
import { readFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'

/** A GET or POST with the raw answer (no decompression, no redirect followed). */
export function rawRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** A browser's cookies for one site: kept from each answer's Set-Cookie, sent as one header. */
export class CookieJar {
  cookies = new Map()
  keep(setCookie = []) {
    for (const line of setCookie) {
      const [pair, ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a))
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
  async fetch(url, { method = 'GET', headers = {}, json } = {}) {
    const body = json === undefined ? undefined : JSON.stringify(json)
    const all = {
      accept: 'text/html,application/json',
      ...(this.cookies.size ? { cookie: this.header() } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    }
    const reply = await rawRequest(url, { method, headers: all, body })
    this.keep(reply.headers['set-cookie'])
    return reply
  }
}

const SAME_SITE = { 'sec-fetch-site': 'same-origin' }

/** A returning signed-out visitor: the cookies a first page left (the reservation `session`). */
export async function returningVisitor(base) {
  const jar = new CookieJar()
  // A page no one asked for yet: its render is this visitor's, with the cookie (a cached page has none).
  await jar.fetch(`${base}/vol?visit=${Date.now()}${Math.random().toString(36).slice(2, 8)}`)
  if (!jar.header()) throw new Error('no session cookie after a first page')
  return jar
}

/** A visitor signed in as a new confirmed account through the demo API and its mailbox. */
export async function signedInVisitor(base) {
  const jar = await returningVisitor(base)
  const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@exemple.fr`
  const registered = await jar.fetch(`${base}/api/v2/auth/register`, {
    method: 'POST',
    headers: SAME_SITE,
    json: {
      gender: 'Mrs',
      first_name: 'Inès',
      last_name: 'Banc',
      email,
      password: 'Voyage2026!',
      date_of_birth: '1990-04-02',
      phone_number: '612345678',
      phone_code: '33',
    },
  })
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`)
  const mailOf = async (kind) => {
    for (let i = 0; i < 50; i++) {
      const mails = JSON.parse((await jar.fetch(`${base}/api/v2/demo/mailbox.json`)).body.toString())
      const mail = mails.find((m) => m.to === email && m.kind === kind)
      if (mail) return mail
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error(`no ${kind} mail`)
  }
  const confirm = new URL((await mailOf('confirm-email')).link, base).searchParams.get('token')
  await jar.fetch(`${base}/api/v2/auth/login/link/confirm`, { method: 'POST', headers: SAME_SITE, json: { token: confirm } })
  const sent = await jar.fetch(`${base}/api/v2/auth/login/link`, { method: 'POST', headers: SAME_SITE, json: { email, redirect: '/' } })
  if (sent.status !== 200) throw new Error(`login link: ${sent.status}`)
  // The link is a page of the site: opening it signs in (cookies), then redirects.
  let next = new URL((await mailOf('login-link')).link, base).href
  for (let hops = 0; hops < 5 && next; hops++) {
    const reply = await jar.fetch(next)
    next = reply.status >= 300 && reply.status < 400 ? new URL(reply.headers.location, next).href : undefined
  }
  const home = (await jar.fetch(`${base}/`, { headers: { 'accept-encoding': 'identity' } })).body.toString()
  if (!home.includes('Bonjour Inès')) throw new Error('the bench visitor is not signed in')
  return jar
}

/** Clock ticks per second of /proc's CPU times. */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100
  } catch {
    return 100
  }
})()

/** CPU time (user + system) the process has used so far, in ms. */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS
}

/** The bytes of a page's dehydrated state: the router's serialised scripts (`$_TSR`: route and Query data, manifest). */
export function stateBytes(html) {
  let bytes = 0
  for (const [, script] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) if (script.includes('$_TSR')) bytes += Buffer.byteLength(script)
  return bytes
}

/** A page's HTML size as sent to `headers`: raw (identity) and brotli, and its dehydrated state, in KB. */
export async function htmlKB(url, headers) {
  const raw = await rawRequest(url, { headers: { ...headers, 'accept-encoding': 'identity' } })
  const br = await rawRequest(url, { headers: { ...headers, 'accept-encoding': 'br' } })
  return {
    raw: raw.body.length / 1024,
    br: br.headers['content-encoding'] === 'br' ? br.body.length / 1024 : NaN,
    state: stateBytes(raw.body.toString()) / 1024,
  }
}
