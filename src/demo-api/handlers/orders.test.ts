import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import {
  ancillariesReplySchema,
  floaSimulateReplySchema,
  orderSchema,
  paymentPrepareReplySchema,
  reserveReplySchema,
  selectAncillariesReplySchema,
} from '~/api-contract/orders'
import { brandedFaresReplySchema, flightSearchReplySchema, lowCostAncillariesReplySchema } from '~/api-contract/flights'
import { todayInParis } from '~/lib/dates'
import { INSTALMENT_OFFER } from '~/lib/instalment-offer'
import { call, sessionToken } from '../test-utils'

const date = (days: number) => todayInParis().add({ days }).toString()
const roundTrip = (from: string, to: string) => ({
  search_data: {
    adults: 2,
    childrens: 1,
    infants: 0,
    segments: [
      { from, to, date: date(20) },
      { from: to, to: from, date: date(27) },
    ],
  },
})

async function newOrder(token: string, agency: number | null = 1) {
  const r = await call('/order/', { body: { agency }, token })
  expect(r.status).toBe(201)
  return orderSchema.parse(r.json)
}

describe('demo API: orders and flights', () => {
  it("branded fares agree with the solution's own fare: the one at its price has its baggage", async () => {
    const token = await sessionToken()
    const order = await newOrder(token)
    const { solutions } = flightSearchReplySchema.parse((await call(`/order/${order.id}/ticket/search`, { token, body: roundTrip('PAR', 'BCN') })).json)
    // Solutions with each baggage allowance the search has (the first 12 alone may all have the same one, on some dates).
    // A trip carries the least baggage of its ways' fares (as the app shows it).
    const baggageOf = (s: (typeof solutions)[number]) => Math.min(...s.routes.flatMap((r) => r.segments.map((g) => g.fare.baggagePieces)))
    const allowances = [...new Set(solutions.map(baggageOf))]
    expect(allowances.length).toBeGreaterThan(1)
    const sample = allowances.flatMap((n) => solutions.filter((s) => baggageOf(s) === n).slice(0, 4))
    for (const solution of sample) {
      const fares = brandedFaresReplySchema.parse(
        (await call(`/order/${order.id}/ticket/branded/search`, { token, body: { solution_id: solution.id } })).json,
      ).solutions
      const own = fares.filter((f) => f.price === solution.priceInfo.total)
      expect(own).toHaveLength(1)
      const pieces = baggageOf(solution)
      expect(own[0]!.services.find((s) => s.icon === 'luggage')!.isIncluded).toBe(pieces > 0)
      if (pieces > 1) expect(own[0]!.services.find((s) => s.icon === 'luggage')!.name).toMatch(new RegExp(`^${pieces} bagages`))
    }
  })

  it('creates, reads and updates an order', async () => {
    const token = await sessionToken()
    const order = await newOrder(token)
    expect(order.status__name).toBe('CREATED')
    expect(order.agency__name).toMatch(/Horizon Voyages/)
    const read = await call(`/order/${order.id}/`, { token })
    expect(orderSchema.parse(read.json).id).toBe(order.id)
    const updated = await call(`/order/${order.id}/`, {
      method: 'PUT',
      token,
      body: {
        agency_contract: 'CB',
        insurance: 1,
        passengers: [
          { category: 'ADT', title: 'Mr', first_name: 'Jean', last_name: 'Dupont', birth_date: '1980-02-03', email: 'jean@example.com', phone: '612345678' },
        ],
      },
    })
    expect(updated.status).toBe(200)
    expect(orderSchema.parse(updated.json).passengers).toHaveLength(1)
  })

  it('answers 401 without a token, 404 for unknown or foreign orders, 400 on bad input', async () => {
    const token = await sessionToken()
    expect((await call('/order/', { body: {} })).status).toBe(401)
    expect((await call('/order/1/', { token: 'nope' })).status).toBe(401)
    expect((await call('/order/999999/', { token })).status).toBe(404)
    const order = await newOrder(token)
    const other = await sessionToken()
    expect((await call(`/order/${order.id}/`, { token: other })).status).toBe(404)
    const bad = await call(`/order/${order.id}/ticket/search`, { token, body: { search_data: { adults: 0, childrens: 0, infants: 0, segments: [] } } })
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({ error: 'bad_request' })
    expect((await call(`/order/${order.id}/`, { method: 'PUT', token, body: { agency_contract: 'BITCOIN' } })).status).toBe(400)
    expect((await call(`/order/${order.id}/ticket/reserve`, { token, body: { solution_id: 'nope' } })).status).toBe(404)
  })

  it('searches flights deterministically, with several hundred solutions on a popular route', async () => {
    const token = await sessionToken()
    const a = await newOrder(token)
    const b = await newOrder(token)
    const first = flightSearchReplySchema.parse((await call(`/order/${a.id}/ticket/search`, { token, body: roundTrip('PAR', 'NYC') })).json)
    const second = flightSearchReplySchema.parse((await call(`/order/${b.id}/ticket/search`, { token, body: roundTrip('PAR', 'NYC') })).json)
    expect(first.solutions.length).toBeGreaterThan(300)
    expect(second.solutions.map((s) => s.id)).toEqual(first.solutions.map((s) => s.id))
    const all = first.solutions
    expect(all.some((s) => s.routes[0]!.stopNumber === 0)).toBe(true)
    expect(all.some((s) => s.routes[0]!.stopNumber >= 1)).toBe(true)
    expect(all.some((s) => s.routes.some((r) => r.segments.some((g) => g.arrivalDateTime.slice(0, 10) > g.departureDateTime.slice(0, 10))))).toBe(true)
    const domestic = flightSearchReplySchema.parse((await call(`/order/${a.id}/ticket/search`, { token, body: roundTrip('LYS', 'PAR') })).json)
    expect(domestic.solutions.some((s) => s.routes.some((r) => r.segments.some((g) => g.equipment === 'TRN')))).toBe(true)
    const europe = flightSearchReplySchema.parse((await call(`/order/${a.id}/ticket/search`, { token, body: roundTrip('PAR', 'BCN') })).json)
    expect(europe.solutions.some((s) => s.gdsType === 'LOW_COST_CARRIER')).toBe(true)
  })

  it('walks reserve → fares → ancillaries → payment prepare → FLOA simulate', async () => {
    const token = await sessionToken()
    const order = await newOrder(token)
    const { solutions } = flightSearchReplySchema.parse((await call(`/order/${order.id}/ticket/search`, { token, body: roundTrip('PAR', 'BCN') })).json)
    const regular = solutions.find((s) => s.gdsType === 'REGULAR')!
    const fares = brandedFaresReplySchema.parse((await call(`/order/${order.id}/ticket/branded/search`, { token, body: { solution_id: regular.id } })).json)
    expect(fares.solutions.map((f) => f.name)).toEqual(['Light', 'Standard', 'Flex'])
    const reserve = reserveReplySchema.parse((await call(`/order/${order.id}/ticket/reserve`, { token, body: { solution_id: fares.solutions[1]!.id } })).json)
    expect(reserve).toMatchObject({ success: true, status: 'RESERVED' })
    const anc = ancillariesReplySchema.parse((await call(`/order/${order.id}/ticket/ancillaries`, { token })).json)
    expect(anc.segmentList.map((s) => s.label)).toEqual(['Aller', 'Retour'])
    const bag = anc.ancillaries.find((a) => a.code === 'BAG23')!
    const sel = selectAncillariesReplySchema.parse(
      (await call(`/order/${order.id}/ticket/ancillaries`, { token, body: { ancillaries: [{ externalId: bag.externalId, type: bag.type }] } })).json,
    )
    expect(sel.ancillaries_response.success).toBe(true)
    expect(sel.total_price).toBeCloseTo(reserve.ticket_price + bag.price, 2)
    const wrong = selectAncillariesReplySchema.parse(
      (await call(`/order/${order.id}/ticket/ancillaries`, { token, body: { ancillaries: [{ externalId: 'X', type: 'BAGGAGE' }] } })).json,
    )
    expect(wrong.ancillaries_response).toMatchObject({ success: false })
    const lowCost = solutions.find((s) => s.gdsType === 'LOW_COST_CARRIER')!
    lowCostAncillariesReplySchema.parse(
      (await call(`/order/${order.id}/ticket/ancillaries/low-cost-carrier`, { token, body: { solution_id: lowCost.id } })).json,
    )
    const prep = paymentPrepareReplySchema.parse((await call(`/order/${order.id}/payment/prepare`, { token, body: {} })).json)
    expect(prep.payment_url).toBe(`/api/v2/demo/payment/${prep.payment_id}`)
    // The payment page is reached by an unguessable id (96 random bits), not by the order's number.
    expect(prep.payment_id).toMatch(/^[0-9a-f]{24}$/)
    expect((await call(`/demo/payment/${order.id}`)).status).toBe(404)
    const floa = floaSimulateReplySchema.parse((await call(`/order/${order.id}/payment/floa/simulate?amount=1000&product_codes=BC3XC,BC4XC`, { token })).json)
    expect(floa.map((f) => f.simulated_installments.length)).toEqual([3, 4])
    const sum = floa[0]!.simulated_installments.reduce((s, i) => s + i.amount, 0)
    expect(sum).toBeCloseTo(1000 + floa[0]!.customer_fees, 2)
    expect(Temporal.PlainDate.from(floa[0]!.simulated_installments[0]!.date).equals(todayInParis())).toBe(true)
    expect((await call(`/order/${order.id}/payment/floa/simulate?amount=-3&product_codes=BC5XC`, { token })).status).toBe(400)
    // The offer's fees and minimum (lib/instalment-offer), the words of the marketing line.
    expect(floa.map((f) => f.customer_fees)).toEqual([1000 * INSTALMENT_OFFER.products.BC3XC.feeRate, 1000 * INSTALMENT_OFFER.products.BC4XC.feeRate])
    const below = (await call(`/order/${order.id}/payment/floa/simulate?amount=${INSTALMENT_OFFER.minAmount - 1}&product_codes=BC3XC,BC4XC`, { token })).json
    expect(below).toEqual([])

    // The payment page: pay, then back to the confirmation route.
    const pagePaid = await call(`/demo/payment/${prep.payment_id}`)
    expect(pagePaid.text).toContain('lang="fr"')
    const { handleDemoRequest } = await import('../server')
    const paid = await handleDemoRequest(
      new Request(`http://x/api/v2/demo/payment/${prep.payment_id}`, {
        method: 'POST',
        body: 'outcome=pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    )
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`/booking/confirmation?order_id=${order.id}`)
    const final = orderSchema.parse((await call(`/order/${order.id}/`, { token })).json)
    expect(final.status__name).toBe('CONFIRMED')
    expect(final.ticket?.travel_data?.passenger_name_record).toMatch(/^[A-Z0-9]{6}$/)
  })

  it('plays the business faults', async () => {
    const token = await sessionToken()
    const order = await newOrder(token)
    const fault = (name: string) => ({ 'x-demo-fault': name })
    const none = flightSearchReplySchema.parse(
      (await call(`/order/${order.id}/ticket/search`, { token, body: roundTrip('PAR', 'NYC'), headers: fault('no-flights') })).json,
    )
    expect(none).toMatchObject({ solutions: [], error: { code: 'NO_FLIGHTS' } })
    const oneWay = { search_data: { adults: 1, childrens: 0, infants: 0, segments: [{ from: 'PAR', to: 'NYC', date: date(20) }] } }
    expect((await call(`/order/${order.id}/ticket/search`, { token, body: oneWay })).json).toMatchObject({ error: { code: 'RETURN_TICKET_REQUIRED' } })
    const ac = flightSearchReplySchema.parse(
      (await call(`/order/${order.id}/ticket/search`, { token, body: roundTrip('MRS', 'BOD'), headers: fault('airport-change') })).json,
    )
    expect(ac.solutions.length).toBeGreaterThan(0)
    expect(ac.solutions.every((s) => s.routes.some((r) => r.airportChange))).toBe(true)
    const { solutions } = flightSearchReplySchema.parse((await call(`/order/${order.id}/ticket/search`, { token, body: roundTrip('PAR', 'NYC') })).json)
    const id = solutions[0]!.id
    const rose = reserveReplySchema.parse(
      (await call(`/order/${order.id}/ticket/reserve`, { token, body: { solution_id: id }, headers: fault('price-rose') })).json,
    )
    expect(rose.status).toBe('PRICE_CHANGED')
    expect(rose.new_ticket_price).toBeGreaterThan(rose.ticket_price)
    expect(rose.new_total_price).not.toBeNull()
    const changed = reserveReplySchema.parse(
      (await call(`/order/${order.id}/ticket/reserve`, { token, body: { solution_id: id }, headers: fault('fare-changed') })).json,
    )
    expect(changed).toMatchObject({ status: 'FARE_CHANGED', new_total_price: null })
    const failed = reserveReplySchema.parse(
      (await call(`/order/${order.id}/ticket/reserve`, { token, body: { solution_id: id }, headers: fault('reserve-failed') })).json,
    )
    expect(failed).toMatchObject({ success: false, error: { code: 'AIRLINE_RESERVATION_FAILED' } })
    const accepted = reserveReplySchema.parse(
      (await call(`/order/${order.id}/ticket/reserve`, { token, body: { solution_id: id, accept_new_price: true }, headers: fault('price-rose') })).json,
    )
    expect(accepted.ticket_price).toBe(rose.new_ticket_price)
    const prep = paymentPrepareReplySchema.parse(
      (await call(`/order/${order.id}/payment/prepare`, { token, body: {}, headers: fault('reserve-after-payment') })).json,
    )
    const { settlePayment } = await import('./payment')
    await settlePayment(prep.payment_id, 'pay', null)
    expect(orderSchema.parse((await call(`/order/${order.id}/`, { token })).json).status__name).toBe('ERROR FLIGHT RESERVE AFTER PAYMENT')
  })
})
