import { http, HttpResponse } from 'msw'
import { store } from '../store'

export const sessionHandlers = [
  http.get('*/api/v2/health', () => HttpResponse.json({ status: 'ok', service: 'demo-api' })),

  /** Returns the existing token when it is known, a new one otherwise. */
  http.get('*/api/v2/session/token', ({ request }) => {
    const existing = /^Token\s+(\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
    if (existing && store.sessions.has(existing)) return HttpResponse.json({ token: existing })
    return HttpResponse.json({ token: store.createSession() })
  }),

  /** A new token in place of a known one (at sign-in): the session's orders follow it. */
  http.post('*/api/v2/session/token/rotate', ({ request }) => {
    const existing = /^Token\s+(\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
    const token = existing ? store.rotateSession(existing) : undefined
    if (!token) return HttpResponse.json({ error: 'unauthorized', message: 'Unknown or expired reservation token' }, { status: 401 })
    return HttpResponse.json({ token })
  }),
]
