import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_PRICE_ALERTS, PRICE_ALERT_DROP_PERCENT } from '~/api-contract/constants'
import { flightSearchReplySchema } from '~/api-contract/flights'
import { priceAlertListReplySchema, priceAlertSchema, type PriceAlert } from '~/api-contract/price-alerts'
import { todayInParis } from '~/lib/dates'
import { euros } from '../mail/price-drop'
import { startPriceAlertTimer, stopPriceAlertTimer } from '../price-alerts'
import { handleDemoRequest } from '../server'
import { store } from '../store'
import { call, sessionToken, url } from '../test-utils'

const date = (days: number) => todayInParis().add({ days }).toString()

let accounts = 0
/** A verified account and its Bearer token. */
function account() {
  const email = `alerte${++accounts}-${Date.now()}@example.com`
  const base = store.accounts.get('demo@horizon-voyages.example')!
  store.accounts.set(email, { ...base, id: store.newAccountId(), email, travelers: [], favorites: [], viewed: [], priceAlerts: [], email_verified: true })
  return { email, bearer: store.createUserSession(email).accessToken }
}

type Segment = { from: string; to: string; date: string }
/** A round trip for 2 adults, `days` from today for a week. */
const roundTrip = (from: string, to: string, days: number) => ({
  adults: 2,
  childrens: 0,
  infants: 0,
  segments: [
    { from, to, date: date(days) },
    { from: to, to: from, date: date(days + 7) },
  ] as [Segment, Segment],
})
const resultsPath = (search: ReturnType<typeof roundTrip>) =>
  `/search?from=${search.segments[0].from}&to=${search.segments[0].to}&departure=${search.segments[0].date}&return=${search.segments[1].date}&adults=2`

async function follow(bearer: string, search: ReturnType<typeof roundTrip>) {
  const reply = await call('/user/price-alerts', { bearer, body: { search_data: search, results_path: resultsPath(search) } })
  return { status: reply.status, alert: reply.status < 300 ? priceAlertSchema.parse(reply.json) : undefined, json: reply.json }
}
const list = async (bearer: string): Promise<PriceAlert[]> => priceAlertListReplySchema.parse((await call('/user/price-alerts', { bearer })).json)
const shiftPrices = (from: string, to: string, percent: number) => call('/demo/prices', { body: { from, to, percent } })
const check = async () => (await call('/demo/price-alerts/check', { body: {} })).json as { checked: number; notified: number }
const dropMails = (email: string) => store.mailbox.filter((m) => m.to === email && m.kind === 'price-alert')

/** The cheapest total a flight search on an order answers now. */
async function searchedPrice(search: ReturnType<typeof roundTrip>) {
  const token = await sessionToken()
  const order = (await call('/order/', { body: { agency: null }, token })).json as { id: number }
  const reply = flightSearchReplySchema.parse((await call(`/order/${order.id}/ticket/search`, { token, body: { search_data: search } })).json)
  return Math.min(...reply.solutions.map((s) => s.priceInfo.total))
}

afterEach(async () => {
  await call('/demo/prices', { method: 'DELETE' })
  vi.useRealTimers()
})

describe('demo API: price alerts', () => {
  it("creates, lists and deletes an alert, priced as the search's cheapest result, with the API's place names", async () => {
    const { bearer } = account()
    const search = roundTrip('PAR', 'NCE', 61)
    const created = await follow(bearer, search)
    expect(created.status).toBe(201)
    const price = await searchedPrice(search)
    expect(created.alert).toMatchObject({
      origin: { code: 'PAR', name: 'Paris' },
      destination: { code: 'NCE', name: 'Nice' },
      results_path: resultsPath(search),
      initial_price: price,
      current_price: price,
    })
    // The same search again is the same alert.
    const again = await follow(bearer, search)
    expect(again.status).toBe(200)
    expect(again.alert!.id).toBe(created.alert!.id)
    expect((await list(bearer)).map((a) => a.id)).toEqual([created.alert!.id])
    expect((await call(`/user/price-alerts/${created.alert!.id}`, { method: 'DELETE', bearer })).status).toBe(204)
    expect(await list(bearer)).toEqual([])
    expect((await call(`/user/price-alerts/${created.alert!.id}`, { method: 'DELETE', bearer })).status).toBe(404)
  })

  it("keeps each user's alerts apart: another user neither lists nor deletes them; signed out is 401", async () => {
    const camille = account()
    const leo = account()
    const mine = (await follow(camille.bearer, roundTrip('PAR', 'BCN', 62))).alert!
    await follow(leo.bearer, roundTrip('LYS', 'NCE', 62))
    expect((await list(leo.bearer)).map((a) => a.destination.code)).toEqual(['NCE'])
    expect((await call(`/user/price-alerts/${mine.id}`, { method: 'DELETE', bearer: leo.bearer })).status).toBe(404)
    expect((await list(camille.bearer)).map((a) => a.id)).toEqual([mine.id])
    expect((await call('/user/price-alerts')).status).toBe(401)
    expect((await call('/user/price-alerts', { body: { search_data: roundTrip('PAR', 'NCE', 62), results_path: '/search' } })).status).toBe(401)
  })

  it('refuses a search the API cannot run, a link off the site, and more than the maximum of alerts', async () => {
    const { email, bearer } = account()
    const search = roundTrip('PAR', 'NCE', 63)
    const body = (changes: object) => ({ search_data: search, results_path: '/search?from=PAR', ...changes })
    expect((await call('/user/price-alerts', { bearer, body: body({ results_path: 'https://ailleurs.example/search' }) })).status).toBe(400)
    expect((await call('/user/price-alerts', { bearer, body: body({ results_path: '//ailleurs.example/search' }) })).status).toBe(400)
    expect((await call('/user/price-alerts', { bearer, body: body({ search_data: roundTrip('PAR', 'NCE', -2) }) })).status).toBe(400)
    expect((await call('/user/price-alerts', { bearer, body: body({ search_data: roundTrip('PAR', 'PAR', 63) }) })).status).toBe(400)
    expect((await call('/user/price-alerts', { bearer, body: body({ search_data: { ...search, infants: 3 } }) })).status).toBe(400)
    store.accounts.get(email)!.priceAlerts = Array.from({ length: MAX_PRICE_ALERTS }, (_, i) => ({
      id: -1 - i,
      search: roundTrip('PAR', 'NCE', 64 + i),
      resultsPath: '/search',
      createdAt: '',
      initialPrice: 100,
      currentPrice: 100,
      referencePrice: 100,
      checkedAt: '',
    }))
    const over = await follow(bearer, search)
    expect(over.status).toBe(409)
  })

  it(`mails a drop of at least ${PRICE_ALERT_DROP_PERCENT} %, once, with the old and new prices and the link to the results`, async () => {
    const { email, bearer } = account()
    const search = roundTrip('PAR', 'AJA', 65)
    const { alert } = await follow(bearer, search)
    const before = alert!.initial_price!
    // A drop under the threshold: re-priced, no mail.
    await shiftPrices('PAR', 'AJA', -(PRICE_ALERT_DROP_PERCENT - 1))
    await check()
    expect(dropMails(email)).toEqual([])
    const [small] = await list(bearer)
    expect(small!.current_price).toBeLessThan(before)
    expect(small!.current_price).toBeGreaterThan(before * (1 - PRICE_ALERT_DROP_PERCENT / 100))
    // Past the threshold: one mail, and the search call answers the same price.
    await shiftPrices('PAR', 'AJA', -10)
    const { notified } = await check()
    expect(notified).toBeGreaterThanOrEqual(1)
    const [now] = await list(bearer)
    // The search call and the calendar's month prices answer the same shifted price.
    expect(now!.current_price).toBe(await searchedPrice(search))
    const departure = search.segments[0].date
    const month = (await call(`/flights/month-prices?from=PAR&to=AJA&month=${departure.slice(0, 7)}&trip=round_trip&stay=7&adults=2`)).json as {
      days: { date: string; price: number | null }[]
    }
    expect(month.days.find((d) => d.date === departure)?.price).toBe(now!.current_price)
    const mails = dropMails(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      subject: `Le prix de votre vol Paris → Ajaccio a baissé : ${euros(now!.current_price!)} au lieu de ${euros(before)}`,
      link: resultsPath(search),
    })
    expect(mails[0]!.text).toContain('2 adultes')
    // The same price again, by the listing or the control: no second mail.
    await list(bearer)
    await check()
    expect(dropMails(email)).toHaveLength(1)
  })

  it('mails the browser that last asked for mail to the address', async () => {
    const { email, bearer } = account()
    const token = await sessionToken()
    expect((await call('/auth/login/code', { body: { email }, token })).status).toBe(200)
    await follow(bearer, roundTrip('PAR', 'BIA', 66))
    await shiftPrices('PAR', 'BIA', -20)
    await list(bearer)
    expect(dropMails(email)[0]?.owner).toBe(token)
  })

  it('forgets an alert once its departure day has passed', async () => {
    const { email, bearer } = account()
    await follow(bearer, roundTrip('PAR', 'MRS', 67))
    store.accounts.get(email)!.priceAlerts![0]!.search = roundTrip('PAR', 'MRS', -1)
    expect(await list(bearer)).toEqual([])
  })

  it('re-prices every alert on its timer', async () => {
    // Only this test's alert to re-price.
    for (const other of store.accounts.values()) other.priceAlerts = []
    const { email, bearer } = account()
    await follow(bearer, roundTrip('PAR', 'TLS', 68))
    await shiftPrices('PAR', 'TLS', -20)
    // The timer the first request started is replaced by one of a minute, on fake time.
    stopPriceAlertTimer()
    vi.useFakeTimers({ toFake: ['setInterval', 'setTimeout', 'clearInterval'] })
    startPriceAlertTimer(60_000)
    await vi.advanceTimersByTimeAsync(59_000)
    expect(dropMails(email)).toEqual([])
    await vi.advanceTimersByTimeAsync(1_000)
    await vi.waitFor(() => expect(dropMails(email)).toHaveLength(1), { timeout: 10_000 })
    stopPriceAlertTimer()
  })

  it('answers its controls only when they are on', async () => {
    for (const [method, path] of [
      ['POST', '/demo/prices'],
      ['DELETE', '/demo/prices'],
      ['POST', '/demo/price-alerts/check'],
    ] as const) {
      const response = await handleDemoRequest(new Request(url(path), { method, body: method === 'POST' ? '{}' : undefined }), { controls: false })
      expect(response.status).toBe(404)
    }
  })
})
