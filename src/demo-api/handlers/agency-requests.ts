import { http } from 'msw'
import { z } from 'zod'
import { agencyRequestBodySchema } from '~/api-contract/agency-requests'
import { agencyRequestView, createRequest, requestsOf, shortenHolds } from '../agency-requests'
import { handle, HttpError, json, notFound, parseBody, requireUser } from '../lib/http'
import { lastRequesterOf, requesterToken } from '../mailbox'
import { store } from '../store'

/** Quotes and options asked of an agency (Bearer optional for a quote), the user's list, and the demo control that shortens holds. */

const REFUSALS = {
  'unknown-product': () => notFound('Product'),
  'unknown-agency': () => notFound('Agency'),
  'sign-in-required': () => new HttpError(401, 'unauthorized', 'An option needs a signed-in user'),
} as const

const holdBody = z.object({
  email: z.string().trim().toLowerCase().max(254),
  minutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 30),
})

export const agencyRequestHandlers = [
  http.post(
    '*/api/v2/agency-requests',
    handle(async ({ request }) => {
      const account = /^Bearer\s/i.test(request.headers.get('authorization') ?? '') ? requireUser(request).account : undefined
      const body = await parseBody(request, agencyRequestBodySchema)
      const created = createRequest(body, account, requesterToken(request) ?? lastRequesterOf(body.contact.email))
      if (typeof created === 'string') throw REFUSALS[created]()
      return json(agencyRequestView(created), { status: 201 })
    }),
  ),
  http.get(
    '*/api/v2/user/agency-requests',
    handle(({ request }) => json(requestsOf(requireUser(request).account).map((r) => agencyRequestView(r)))),
  ),

  // Demo control (server.ts lets it through with DEMO_CONTROLS only).
  http.post(
    '*/api/v2/demo/agency-requests/hold',
    handle(async ({ request }) => {
      const { email, minutes } = await parseBody(request, holdBody)
      const account = store.accounts.get(email)
      if (!account) throw notFound('Account')
      return json({ changed: shortenHolds(account, minutes) })
    }),
  ),
]
