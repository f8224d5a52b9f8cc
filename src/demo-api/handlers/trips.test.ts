import { describe, expect, it } from 'vitest'
import { brandedFaresReplySchema, flightSearchReplySchema } from '~/api-contract/flights'
import { orderSchema, paymentPrepareReplySchema, reserveReplySchema } from '~/api-contract/orders'
import { tripDetailSchema, tripListReplySchema } from '~/api-contract/trips'
import { todayInParis } from '~/lib/dates'
import { store } from '../store'
import { call, sessionToken } from '../test-utils'
import { settlePayment } from './payment'

const date = (days: number) => todayInParis().add({ days }).toString()

let accounts = 0
/** A verified account and its Bearer token. */
function account(email = `voyageur${++accounts}-${Date.now()}@example.com`) {
  const base = store.accounts.get('demo@horizon-voyages.example')!
  store.accounts.set(email, { ...base, id: store.newAccountId(), email, travelers: [], favorites: [], viewed: [], email_verified: true })
  return { email, bearer: store.createUserSession(email).accessToken }
}

const payer = (email: string) => ({
  title: 'Mrs',
  first_name: 'Inès',
  last_name: 'Dupré',
  birth_date: '1980-03-02',
  email,
  phone: '612345678',
  phone_country_prefix: '33',
  address: '3 rue des Lilas',
  postal_code: '75011',
  city: 'Paris',
  country: 'FR',
})

/** A booking paid with `contactEmail` as the payer's, Flex fare, 3x instalments; optionally claimed by a signed-in account first. */
async function book(contactEmail: string, paidBy?: { bearer: string }, contract = 'FLOA_BC3XC') {
  const token = await sessionToken()
  const order = orderSchema.parse((await call('/order/', { body: { agency: 1 }, token })).json)
  const search = {
    search_data: {
      adults: 1,
      childrens: 0,
      infants: 0,
      segments: [
        { from: 'PAR', to: 'NYC', date: date(30) },
        { from: 'NYC', to: 'PAR', date: date(37) },
      ],
    },
  }
  const { solutions } = flightSearchReplySchema.parse((await call(`/order/${order.id}/ticket/search`, { token, body: search })).json)
  const regular = solutions.find((s) => s.gdsType === 'REGULAR')!
  const fares = brandedFaresReplySchema.parse((await call(`/order/${order.id}/ticket/branded/search`, { token, body: { solution_id: regular.id } })).json)
  const flex = fares.solutions.find((f) => f.name === 'Flex')!
  const reserve = reserveReplySchema.parse((await call(`/order/${order.id}/ticket/reserve`, { token, body: { solution_id: flex.id } })).json)
  const passengers = [{ category: 'ADT', title: 'Mrs', first_name: 'Inès', last_name: 'Dupré', birth_date: '1980-03-02', email: contactEmail }]
  expect(
    (await call(`/order/${order.id}/`, { method: 'PUT', token, body: { client: payer(contactEmail), passengers, agency_contract: contract } })).status,
  ).toBe(200)
  if (paidBy) expect((await call('/user/orders/', { bearer: paidBy.bearer, body: { order_id: order.id, reservation_token: token } })).status).toBe(200)
  const prep = paymentPrepareReplySchema.parse((await call(`/order/${order.id}/payment/prepare`, { token, body: { contract } })).json)
  settlePayment(prep.payment_id, 'pay', null)
  return { reference: reserve.pnr!, orderId: order.id, token, amount: prep.amount }
}

const list = async (bearer: string) => tripListReplySchema.parse((await call('/user/orders/', { bearer })).json)

describe('demo API: trips', () => {
  it("lists the bookings an account paid signed in and those made with its e-mail; never another account's", async () => {
    const alice = account()
    const bob = account()
    const paidSignedIn = await book('someone.else@example.com', alice)
    const withHerEmail = await book(alice.email)
    const bobs = await book(bob.email)

    const hers = await list(alice.bearer)
    expect(hers.map((t) => t.reference).sort()).toEqual([paidSignedIn.reference, withHerEmail.reference].sort())
    expect(hers[0]).toMatchObject({ status: 'confirmed', request: null })
    expect(hers.find((t) => t.reference === withHerEmail.reference)!.total).toBe(withHerEmail.amount)
    expect((await list(bob.bearer)).map((t) => t.reference)).toEqual([bobs.reference])

    // Bob can neither read nor act on Alice's booking, nor claim her order.
    expect((await call(`/user/orders/${withHerEmail.reference}/`, { bearer: bob.bearer })).status).toBe(404)
    expect((await call('/order/requests/', { bearer: bob.bearer, body: { reference: withHerEmail.reference, kind: 'cancellation' } })).status).toBe(404)
    expect((await call('/user/orders/', { bearer: bob.bearer, body: { order_id: withHerEmail.orderId, reservation_token: bobs.token } })).status).toBe(404)
    expect((await call('/user/orders/', {})).status).toBe(401)
  })

  it("a booking's page: local and UTC times, fare conditions, instalments, agency", async () => {
    const alice = account()
    const { reference, amount } = await book(alice.email)
    const r = await call(`/user/orders/${reference.toLowerCase()}/`, { bearer: alice.bearer })
    expect(r.status).toBe(200)
    const trip = tripDetailSchema.parse(r.json)
    const first = trip.legs[0]!.flights[0]!
    expect(first.departure.time_zone).toBe('Europe/Paris')
    const offsetHours = (Date.parse(`${first.departure.local}Z`) - Date.parse(first.departure.utc)) / 3_600_000
    expect([1, 2]).toContain(offsetHours)
    const arrival = trip.legs[0]!.flights.at(-1)!.arrival
    expect(arrival.time_zone).toBe('America/New_York')
    expect(trip.conditions).toMatchObject({ fare_name: 'Flex', refundable: true, changeable: true })
    expect(trip.payment!.instalments).toHaveLength(3)
    expect(trip.payment!.instalments.reduce((s, i) => s + i.amount, 0)).toBeCloseTo(amount, 2)
    expect(trip.agency!.openings.length).toBeGreaterThan(0)
    expect(trip.payer!.email).toBe(alice.email)
    expect(trip.payer!.phone).toBe('+33612345678')
  })

  it("the reservation session's own booking by order id; another session's, or an order not yet a booking, is a 404", async () => {
    const { reference, orderId, token } = await book(`solo-${Date.now()}@example.com`)
    const own = await call(`/order/${orderId}/trip/`, { token })
    expect(own.status).toBe(200)
    expect(tripDetailSchema.parse(own.json)).toMatchObject({ reference, order_id: orderId, status: 'confirmed' })
    expect((await call(`/order/${orderId}/trip/`, { token: await sessionToken() })).status).toBe(404)
    const fresh = orderSchema.parse((await call('/order/', { body: { agency: 1 }, token })).json)
    expect((await call(`/order/${fresh.id}/trip/`, { token })).status).toBe(404)
  })

  it('lookup: a wrong e-mail answers exactly as an unknown reference', async () => {
    const { reference } = await book('lookup@example.com', undefined, 'CB')
    const ok = await call(`/order/lookup/?reference=${reference}&email=LOOKUP@example.com`)
    expect(ok.status).toBe(200)
    expect(tripDetailSchema.parse(ok.json).payment!.instalments).toEqual([])
    const wrongEmail = await call(`/order/lookup/?reference=${reference}&email=other@example.com`)
    const unknown = await call(`/order/lookup/?reference=ZZZZZ9&email=lookup@example.com`)
    const malformed = await call(`/order/lookup/?reference=%2E%2E&email=lookup@example.com`)
    for (const r of [wrongEmail, unknown, malformed]) {
      expect(r.status).toBe(404)
      expect(r.text).toBe(unknown.text)
    }
    expect((await call(`/order/lookup/?reference=${reference}`)).status).toBe(400)
  })

  it('records a cancellation or modification request, shown on the next read', async () => {
    const alice = account()
    const { reference } = await book(alice.email)
    const wrong = await call('/order/requests/', { body: { reference, email: 'x@example.com', kind: 'cancellation' } })
    expect(wrong.status).toBe(404)
    const sent = await call('/order/requests/', { bearer: alice.bearer, body: { reference, kind: 'cancellation' } })
    expect(sent.status).toBe(201)
    const trips = await list(alice.bearer)
    expect(trips.find((t) => t.reference === reference)!.request).toMatchObject({ kind: 'cancellation', status: 'in_progress' })
    const byEmail = await call('/order/requests/', { body: { reference, email: alice.email, kind: 'modification' } })
    expect(tripDetailSchema.parse(byEmail.json).request).toMatchObject({ kind: 'modification' })
  })
})
