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
]
