import type { MailMessage } from './store'

/**
 * Who may read which mail in the demo mailbox. Each message records the reservation token of
 * the browser that asked for it (its owner); a visitor is known by the app's HttpOnly
 * reservation cookie, which the browser sends with the mailbox page, so the mailbox shows a
 * visitor only the codes and links its own browser asked for, and nothing to anyone else.
 * With the demo's controls on (test runs), every message is shown.
 */

/** The app's reservation cookie: `__Host-session` on HTTPS in production, else `session` (server/session.ts). */
export const VISITOR_COOKIES = ['__Host-session', 'session'] as const

/** The request header the demo's entry sets when its controls are on (a client's own is dropped). */
export const CONTROLS_HEADER = 'x-demo-controls'

/** The visitor's reservation token from a Cookie header (the `__Host-` one first), if any. */
export function visitorToken(cookieHeader: string | null): string | undefined {
  if (!cookieHeader) return undefined
  const cookies = new Map<string, string>()
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=')
    if (at < 0) continue
    const name = part.slice(0, at).trim()
    if (!cookies.has(name)) cookies.set(name, part.slice(at + 1).trim())
  }
  for (const name of VISITOR_COOKIES) {
    const value = cookies.get(name)
    if (value) return value
  }
  return undefined
}

/** Whose mail a request to the API asks for: its `Authorization: Token …`, else its reservation cookie. */
export function requesterToken(request: Request): string | undefined {
  return /^Token\s+(\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? visitorToken(request.headers.get('cookie'))
}

/** The messages `request` may read: its visitor's own, or all of them with the controls on. */
export function visibleMail(mails: readonly MailMessage[], request: Request): readonly MailMessage[] {
  if (request.headers.get(CONTROLS_HEADER) === 'on') return mails
  const visitor = visitorToken(request.headers.get('cookie'))
  return visitor ? mails.filter((m) => m.owner === visitor) : []
}
