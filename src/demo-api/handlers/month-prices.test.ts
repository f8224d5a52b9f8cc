import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { flightSearchReplySchema, monthPricesReplySchema, type MonthPrices } from '~/api-contract/flights'
import { orderSchema } from '~/api-contract/orders'
import { todayInParis } from '~/lib/dates'
import { call, sessionToken } from '../test-utils'

const today = todayInParis()
const monthOf = (offset: number) => today.toPlainYearMonth().add({ months: offset }).toString()
const plusDays = (iso: string, days: number) => Temporal.PlainDate.from(iso).add({ days }).toString()

async function month(query: string): Promise<MonthPrices> {
  const reply = await call(`/flights/month-prices?${query}`)
  expect(reply.status).toBe(200)
  return monthPricesReplySchema.parse(reply.json)
}

/** The cheapest total price the search call answers (null: no flight). */
async function searchCheapest(
  token: string,
  segments: Array<{ from: string; to: string; date: string }>,
  pax: { adults: number; childrens: number; infants: number },
) {
  const order = orderSchema.parse((await call('/order/', { body: { agency: null }, token })).json)
  const body = { search_data: { ...pax, segments: segments.map((s) => ({ ...s, fromType: 'City', toType: 'City' })) } }
  const reply = flightSearchReplySchema.parse((await call(`/order/${order.id}/ticket/search`, { body, token })).json)
  return reply.solutions.length ? Math.min(...reply.solutions.map((s) => s.priceInfo.total)) : null
}

const routes = [
  ['PAR', 'NCE'],
  ['LYS', 'BCN'],
  ['PAR', 'NYC'],
  ['NCE', 'PAR'],
] as const

describe('GET /flights/month-prices', () => {
  it('answers every day of the month, past days without a price', async () => {
    const reply = await month(`from=PAR&to=NCE&month=${monthOf(0)}&trip=one_way&adults=1`)
    expect(reply.month).toBe(monthOf(0))
    expect(reply.days).toHaveLength(today.daysInMonth)
    for (const day of reply.days) if (day.date < today.toString()) expect(day.price).toBeNull()
    expect(reply.days.some((d) => d.price !== null) || today.day === today.daysInMonth).toBe(true)
  })

  it('refuses unknown places, a stay on a one way, bad months and too many infants', async () => {
    expect((await call(`/flights/month-prices?from=PAR&to=XXX&month=${monthOf(1)}&trip=one_way&adults=1`)).status).toBe(400)
    expect((await call(`/flights/month-prices?from=PAR&to=NCE&month=${monthOf(1)}&trip=one_way&stay=3&adults=1`)).status).toBe(400)
    expect((await call(`/flights/month-prices?from=PAR&to=NCE&month=2027-13&trip=one_way&adults=1`)).status).toBe(400)
    expect((await call(`/flights/month-prices?from=PAR&to=NCE&month=${monthOf(1)}&trip=one_way&adults=1&infants=2`)).status).toBe(400)
  })

  it("a day's price is the cheapest result of a search on that day with the same passengers", async () => {
    const token = await sessionToken()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.integer({ min: 1, max: 3 }),
        fc.record({ adults: fc.integer({ min: 1, max: 3 }), childrens: fc.integer({ min: 0, max: 2 }), infants: fc.integer({ min: 0, max: 1 }) }),
        fc.constantFrom<number | undefined>(undefined, 0, 2, 7),
        fc.nat(),
        async ([from, to], offset, pax, stay, pick) => {
          const oneWay = pick % 4 === 0
          const query = new URLSearchParams({ from, to, month: monthOf(offset), trip: oneWay ? 'one_way' : 'round_trip', adults: `${pax.adults}` })
          query.set('childrens', `${pax.childrens}`)
          query.set('infants', `${pax.infants}`)
          if (!oneWay && stay !== undefined) query.set('stay', `${stay}`)
          const { days } = await month(query.toString())
          const day = days[pick % days.length]!
          const outbound = { from, to, date: day.date }
          if (oneWay) {
            expect(day.price).toBe(await searchCheapest(token, [outbound], pax))
            return
          }
          const stays = stay === undefined ? [1, 2, 3, 4, 5, 6, 7] : [stay]
          const prices = await Promise.all(stays.map((s) => searchCheapest(token, [outbound, { from: to, to: from, date: plusDays(day.date, s) }], pax)))
          const found = prices.filter((p): p is number => p !== null)
          expect(day.price).toBe(found.length ? Math.min(...found) : null)
          // The reply's return is the one of that cheapest round trip.
          if (day.price !== null) expect(prices[stays.findIndex((s) => plusDays(day.date, s) === day.return)]).toBe(day.price)
        },
      ),
      { numRuns: 8 },
    )
  }, 120_000)
})
