import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { MAX_PRICE_ALERTS } from '~/api-contract/constants'
import { priceAlertRequestSchema } from '~/api-contract/price-alerts'
import { isIsoDate } from '~/lib/iso-date'
import { handle, HttpError, intId, json, notFound, parseBody, requireUser } from '../lib/http'
import { alertsOf, alertView, createAlert, repriceAccount, repriceAll, sameSearchAlert } from '../price-alerts'
import { store } from '../store'
import { checkSearchable } from './flights'

/** The signed-in user's price alerts (Bearer), and the demo controls that move prices and re-price now. */

const priceShiftBody = z.object({
  from: z
    .string()
    .regex(/^[A-Za-z0-9]{3}$/)
    .transform((s) => s.toUpperCase()),
  to: z
    .string()
    .regex(/^[A-Za-z0-9]{3}$/)
    .transform((s) => s.toUpperCase()),
  departure: z.string().refine(isIsoDate).nullable().optional(),
  percent: z.number().min(-90).max(500),
})

export const priceAlertHandlers = [
  http.get(
    '*/api/v2/user/price-alerts',
    handle(({ request }) => json(repriceAccount(requireUser(request).account).map(alertView))),
  ),
  http.post(
    '*/api/v2/user/price-alerts',
    handle(async ({ request }) => {
      const { account } = requireUser(request)
      const body = await parseBody(request, priceAlertRequestSchema)
      checkSearchable(body.search_data)
      const existing = sameSearchAlert(account, body.search_data)
      if (existing) return json(alertView(existing))
      if (alertsOf(account).length >= MAX_PRICE_ALERTS) throw new HttpError(409, 'conflict', `At most ${MAX_PRICE_ALERTS} price alerts`)
      return json(alertView(createAlert(account, body.search_data, body.results_path)), { status: 201 })
    }),
  ),
  http.delete(
    '*/api/v2/user/price-alerts/:id',
    handle(({ request, params }) => {
      const { account } = requireUser(request)
      const id = intId.safeParse(params.id)
      const alerts = alertsOf(account)
      const index = id.success ? alerts.findIndex((a) => a.id === id.data) : -1
      if (index < 0) throw notFound('Price alert')
      alerts.splice(index, 1)
      return new HttpResponse(null, { status: 204 })
    }),
  ),

  // Demo controls (server.ts lets them through with DEMO_CONTROLS only).
  http.post(
    '*/api/v2/demo/price-alerts/check',
    handle(async () => json(await repriceAll())),
  ),
  http.get('*/api/v2/demo/prices', () => json({ shifts: store.priceShifts })),
  http.post(
    '*/api/v2/demo/prices',
    handle(async ({ request }) => {
      const body = await parseBody(request, priceShiftBody)
      const shift = { id: store.newFaultId(), from: body.from, to: body.to, departure: body.departure ?? null, percent: body.percent }
      store.priceShifts.push(shift)
      return json(shift, { status: 201 })
    }),
  ),
  http.delete('*/api/v2/demo/prices', () => {
    store.priceShifts = []
    return new HttpResponse(null, { status: 204 })
  }),
]
