import { store, type MailMessage } from './store'

/**
 * Who may read which mail in the demo mailbox. A visitor is known by the app's HttpOnly
 * reservation cookie, which the browser sends with the mailbox page, and by the mailbox's own
 * cookie (`demo_inbox`, a random id it sets): the reservation token changes at sign-in, the
 * mailbox id stays with the browser.
 *
 * An address registered from a browser is that browser's: its mail (codes, links asked from
 * anywhere) is shown to that browser only. Other mail (the shared demo account, accounts made
 * without a browser) is shown to the browser that asked for it. Nothing to anyone else. With
 * the demo's controls on (test runs), every message is shown.
 */

/** The app's reservation cookie: `__Host-session` on HTTPS in production, else `session` (server/session.ts). */
export const VISITOR_COOKIES = ['__Host-session', 'session'] as const
/** The mailbox's own cookie: which browser this is, across its reservation tokens. */
export const INBOX_COOKIE = 'demo_inbox'
const INBOX_MAX_AGE = 30 * 24 * 60 * 60
/** Browsers remembered per address. */
const MAX_OWNERS = 20

/** The request header the demo's entry sets when its controls are on (a client's own is dropped). */
export const CONTROLS_HEADER = 'x-demo-controls'

function cookiesOf(cookieHeader: string | null): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at < 0) continue
    const name = part.slice(0, at).trim()
    if (!cookies.has(name)) cookies.set(name, part.slice(at + 1).trim())
  }
  return cookies
}

/** The visitor's reservation token from a Cookie header (the `__Host-` one first), if any. */
export function visitorToken(cookieHeader: string | null): string | undefined {
  const cookies = cookiesOf(cookieHeader)
  for (const name of VISITOR_COOKIES) {
    const value = cookies.get(name)
    if (value) return value
  }
  return undefined
}

/** Whose request to the API this is: its `Authorization: Token …`, else its reservation cookie. */
export function requesterToken(request: Request): string | undefined {
  return /^Token\s+(\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? visitorToken(request.headers.get('cookie'))
}

const addressKey = (email: string) => email.trim().toLowerCase()

/**
 * For mail nobody asked for at the time (a price alert): the browser that last asked for mail
 * to this address, whose mailbox it then is, as for the mail it asked for.
 */
export function lastRequesterOf(email: string): string | undefined {
  const address = addressKey(email)
  return store.mailbox.find((m) => m.owner !== undefined && addressKey(m.to) === address)?.owner
}

/** A registration: the address becomes the mailbox of the browser that registered it. */
export function claimAddress(email: string, request: Request): void {
  const token = requesterToken(request)
  if (token) store.mailOwners.set(addressKey(email), [`t:${token}`])
}

/**
 * The messages `request` may read, and the mailbox cookie to set (a browser seen for the first
 * time). Reading links the browser's mailbox id to the addresses its reservation token registered.
 */
export function mailboxView(request: Request): { mails: readonly MailMessage[]; setCookie?: string } {
  const mails = store.mailbox
  if (request.headers.get(CONTROLS_HEADER) === 'on') return { mails }
  const cookies = cookiesOf(request.headers.get('cookie'))
  const token = visitorToken(request.headers.get('cookie'))
  const known = cookies.get(INBOX_COOKIE)
  const inbox = known && /^[0-9a-f]{32}$/.test(known) ? known : store.randomToken(16)
  const me = [`i:${inbox}`, ...(token ? [`t:${token}`] : [])]
  const mine = (address: string) => {
    const owners = store.mailOwners.get(addressKey(address))
    if (!owners) return undefined
    if (!owners.some((o) => me.includes(o))) return false
    if (!owners.includes(me[0]!)) store.mailOwners.set(addressKey(address), [...owners, me[0]!].slice(-MAX_OWNERS))
    return true
  }
  const visible = mails.filter((m) => {
    const owned = mine(m.to)
    return owned === undefined ? Boolean(token) && m.owner === token : owned
  })
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : ''
  return {
    mails: visible,
    setCookie: inbox === known ? undefined : `${INBOX_COOKIE}=${inbox}; Path=/; Max-Age=${INBOX_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`,
  }
}
