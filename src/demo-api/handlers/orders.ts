import { http } from 'msw'
import { orderCreateRequestSchema, orderUpdateRequestSchema, reserveRequestSchema, selectAncillariesRequestSchema } from '~/api-contract/orders'
import { solutionRequestSchema } from '~/api-contract/flights'
import { businessFault, handle, HttpError, json, parseBody, requireSession } from '../lib/http'
import { digest } from '../lib/random'
import { INSURANCES } from '../seed/content'
import {
  agencyOf,
  ancillaryCatalogue,
  farePrice,
  findSolution,
  loadOrder,
  lowCostItems,
  orderTotal,
  orderView,
  requireReserved,
  round2,
  selectableOptions,
} from '../orders'
import { store, type Order } from '../store'
import { openBookingAccount } from './accounts'

/** Orders: create, read, update, reserve, ancillaries (flight search: flights.ts; payment: payment.ts). */

export const orderHandlers = [
  http.post(
    '*/api/v2/order',
    handle(async ({ request }) => {
      const token = requireSession(request)
      const body = await parseBody(request, orderCreateRequestSchema)
      if (body.agency != null && !agencyOf(body.agency)) throw new HttpError(400, 'bad_request', 'Unknown agency')
      const order: Order = {
        id: store.newOrderId(),
        token,
        created_at: new Date().toISOString(),
        status__name: 'CREATED',
        agency: body.agency ?? null,
        agency_contract: null,
        client: null,
        amount: null,
        passengers: [],
        insurance: null,
        search: null,
        searched: null,
        solution_id: null,
        reserved: null,
        ancillaries: [],
        payment: null,
        pendingFault: null,
        pnr: null,
      }
      store.orders.set(order.id, order)
      return json(orderView(order), { status: 201 })
    }),
  ),

  http.get(
    '*/api/v2/order/:id',
    handle(({ request, params }) => json(orderView(loadOrder(request, params)))),
  ),

  http.put(
    '*/api/v2/order/:id',
    handle(async ({ request, params }) => {
      const order = loadOrder(request, params)
      const body = await parseBody(request, orderUpdateRequestSchema)
      if (body.agency != null && !agencyOf(body.agency)) throw new HttpError(400, 'bad_request', 'Unknown agency')
      if (body.insurance != null && !INSURANCES.some((i) => i.id === body.insurance)) throw new HttpError(400, 'bad_request', 'Unknown insurance')
      if (body.agency_contract) {
        const agency = agencyOf(body.agency ?? order.agency)
        if (agency && !agency.available_contracts.includes(body.agency_contract))
          throw new HttpError(400, 'bad_request', 'Contract not available in this agency')
      }
      if (body.passengers) {
        const adults = body.passengers.filter((p) => p.category === 'ADT')
        if (adults.length === 0) throw new HttpError(400, 'bad_request', 'At least one adult passenger is required')
        if (!adults.some((p) => p.email)) throw new HttpError(400, 'bad_request', 'An e-mail is required for at least one adult passenger')
      }
      if (body.client !== undefined) order.client = body.client
      if (body.client) openBookingAccount(request, body.client)
      if (body.amount !== undefined) order.amount = body.amount
      if (body.passengers !== undefined) order.passengers = body.passengers
      if (body.agency !== undefined) order.agency = body.agency
      if (body.agency_contract !== undefined) order.agency_contract = body.agency_contract
      if (body.insurance !== undefined) order.insurance = body.insurance
      return json(orderView(order))
    }),
  ),

  http.post(
    '*/api/v2/order/:id/ticket/reserve',
    handle(async ({ request, params }) => {
      const order = loadOrder(request, params)
      const body = await parseBody(request, reserveRequestSchema)
      const { solution, fare } = findSolution(order, body.solution_id)
      const fault = businessFault(request)
      const price = farePrice(solution, fare)
      const base = {
        ticket_price: price,
        total_price: price,
        new_ticket_price: null as number | null,
        new_total_price: null as number | null,
        pnr: null as string | null,
        error: null as { code: string; message: string } | null,
      }
      if (fault === 'reserve-failed') {
        return json({ ...base, success: false, status: 'FAILED', error: { code: 'AIRLINE_RESERVATION_FAILED', message: 'The airline reservation failed' } })
      }
      const risen = round2(price * 1.08 + 17)
      if (fault === 'fare-changed')
        return json({
          ...base,
          success: false,
          status: 'FARE_CHANGED',
          new_ticket_price: risen,
          error: { code: 'FARE_CHANGED', message: 'The fare has changed' },
        })
      let ticketPrice = price
      if (fault === 'price-rose') {
        if (!body.accept_new_price) {
          const previous = order.reserved
          order.reserved = { solution, ticket_price: risen, pnr: '' }
          const newTotal = orderTotal(order)
          order.reserved = previous
          return json({
            ...base,
            success: false,
            status: 'PRICE_CHANGED',
            new_ticket_price: risen,
            new_total_price: newTotal,
            error: { code: 'PRICE_CHANGED', message: 'The ticket price has risen' },
          })
        }
        ticketPrice = risen
      }
      const pnr = digest(`${order.id}|${body.solution_id}`, 6).toUpperCase()
      order.solution_id = body.solution_id
      order.reserved = { solution, ticket_price: ticketPrice, pnr }
      order.pnr = pnr
      order.ancillaries = []
      order.status__name = 'RESERVED'
      return json({ ...base, success: true, status: 'RESERVED', ticket_price: ticketPrice, total_price: orderTotal(order), pnr, order: orderView(order) })
    }),
  ),

  http.get(
    '*/api/v2/order/:id/ticket/ancillaries',
    handle(({ request, params }) => {
      const order = loadOrder(request, params)
      requireReserved(order)
      return json({ success: true, ...ancillaryCatalogue(order), ancillaries_response: { success: true, error: null } })
    }),
  ),

  http.post(
    '*/api/v2/order/:id/ticket/ancillaries',
    handle(async ({ request, params }) => {
      const order = loadOrder(request, params)
      requireReserved(order)
      const body = await parseBody(request, selectAncillariesRequestSchema)
      const options = selectableOptions(order)
      const unknown = body.ancillaries.filter((a) => options.get(a.externalId)?.type !== a.type)
      if (businessFault(request) === 'ancillaries-rejected' && body.ancillaries.length > 0) {
        return json({ ancillaries_response: { success: false, error: `Option indisponible auprès de la compagnie : ${body.ancillaries[0]!.externalId}` } })
      }
      if (unknown.length > 0) {
        return json({ ancillaries_response: { success: false, error: `Option indisponible : ${unknown.map((u) => u.externalId).join(', ')}` } })
      }
      order.ancillaries = body.ancillaries
      return json({ ancillaries_response: { success: true, error: null }, total_price: orderTotal(order) })
    }),
  ),

  http.post(
    '*/api/v2/order/:id/ticket/ancillaries/low-cost-carrier',
    handle(async ({ request, params }) => {
      const order = loadOrder(request, params)
      const { solution_id } = await parseBody(request, solutionRequestSchema)
      const { solution } = findSolution(order, solution_id)
      return json({ items: lowCostItems(solution) })
    }),
  ),
]
