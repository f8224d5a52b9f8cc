import { http } from 'msw'
import { z } from 'zod'
import { flightSearchRequestSchema, monthPricesQuerySchema, solutionRequestSchema } from '~/api-contract/flights'
import { todayInParis } from '~/lib/dates'
import { requiresReturnTicket, type FlightSearch } from '../flights/generate'
import { monthPrices } from '../flights/month-prices'
import { businessFault, handle, HttpError, json, parseBody, parseQuery } from '../lib/http'
import { LOCATIONS_BY_CODE } from '../seed/airports'
import { brandedFares, cachedSolutions, findSolution, loadOrder } from '../orders'

/** Flight search on an order and its branded fares (flights.md §7); the month prices of a route. */

/** A search the API can run (400 otherwise): no past date, known places, somewhere else to go. */
export function checkSearchable(search: FlightSearch): void {
  const today = todayInParis().toString()
  for (const s of search.segments) {
    if (s.date < today) throw new HttpError(400, 'bad_request', 'Departure date is in the past')
    if (!LOCATIONS_BY_CODE.has(s.from) || !LOCATIONS_BY_CODE.has(s.to))
      throw new HttpError(400, 'bad_request', `Unknown location ${LOCATIONS_BY_CODE.has(s.from) ? s.to : s.from}`)
    if (s.from === s.to) throw new HttpError(400, 'bad_request', 'Departure and destination are the same')
  }
}

export const flightHandlers = [
  http.get(
    '*/api/v2/flights/month-prices',
    handle(async ({ request }) => {
      const q = parseQuery(request, monthPricesQuerySchema.and(z.object({ count: z.coerce.number().int().min(1).max(5000).optional() })))
      for (const code of [q.from, q.to]) if (!LOCATIONS_BY_CODE.has(code)) throw new HttpError(400, 'bad_request', `Unknown location ${code}`)
      if (q.from === q.to) throw new HttpError(400, 'bad_request', 'Departure and destination are the same')
      if (q.trip === 'one_way' && q.stay !== undefined) throw new HttpError(400, 'bad_request', 'A one way has no stay')
      return json(
        await monthPrices({
          from: q.from,
          to: q.to,
          fromType: q.from_type,
          toType: q.to_type,
          month: q.month,
          trip: q.trip,
          stay: q.stay,
          adults: q.adults,
          childrens: q.childrens,
          infants: q.infants,
          count: q.count,
        }),
      )
    }),
  ),

  http.post(
    '*/api/v2/order/:id/ticket/search',
    handle(async ({ request, params }) => {
      const order = loadOrder(request, params)
      const { count } = parseQuery(request, z.object({ count: z.coerce.number().int().min(1).max(5000).optional() }))
      const body = await parseBody(request, flightSearchRequestSchema)
      checkSearchable(body.search_data)
      order.search = { search_data: body.search_data }
      order.status__name = 'SEARCHED'
      const fault = businessFault(request)
      const search: FlightSearch = body.search_data
      if (fault === 'return-ticket-required' || (fault !== 'no-flights' && requiresReturnTicket(search))) {
        order.searched = null
        return json({ solutions: [], error: { code: 'RETURN_TICKET_REQUIRED', message: 'A return ticket is required by the destination authorities' } })
      }
      const searched = { search, count, forceAirportChange: fault === 'airport-change' }
      const solutions = fault === 'no-flights' ? [] : cachedSolutions(searched)
      order.searched = solutions.length ? searched : null
      if (solutions.length === 0) return json({ solutions: [], error: { code: 'NO_FLIGHTS', message: 'No flight available for this destination and/or date' } })
      return json({ solutions, error: null })
    }),
  ),

  http.post(
    '*/api/v2/order/:id/ticket/branded/search',
    handle(async ({ request, params }) => {
      const order = loadOrder(request, params)
      const { solution_id } = await parseBody(request, solutionRequestSchema)
      const { solution } = findSolution(order, solution_id)
      return json({ solutions: brandedFares(solution) })
    }),
  ),
]
