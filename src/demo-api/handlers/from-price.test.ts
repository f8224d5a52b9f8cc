import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bestPriceReplySchema, departuresReplySchema, durationsReplySchema, monthPricesReplySchema } from '~/api-contract/catalogue'
import { AVAILABILITY_MONTHS } from '~/api-contract/constants'
import { todayInParis } from '~/lib/dates'
import { getProducts, productView } from '../seed/products'
import { call } from '../test-utils'

const availability = (path: string) => call(`/search/products/availability/${path}`).then((r) => r.json)
const months = Array.from({ length: AVAILABILITY_MONTHS }, (_, i) => todayInParis().toPlainYearMonth().add({ months: i }).toString())

describe('one from-price rule: the lowest bookable price under the selection', () => {
  it('card = best price = cheapest departure city = its cheapest stay = its cheapest bookable calendar day', async () => {
    const products = getProducts()
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: products.length - 1 }), fc.nat(), fc.nat(), async (index, cityPick, stayPick) => {
        const p = products[index]!
        const card = productView(p).base_price_availability.final_price
        const best = bestPriceReplySchema.parse(await availability(`${p.product_id}/best`))
        if (best.status !== 'success') throw new Error(`no best price for ${p.product_id}`)
        expect(best.data.price).toBe(card)

        const cities = departuresReplySchema.parse(await availability(`${p.product_id}/departures`))
        if (cities.status !== 'success') throw new Error('departures')
        expect(Math.min(...cities.data.map((c) => c.min_price))).toBe(best.data.price)

        const city = cities.data[cityPick % cities.data.length]!
        const stays = durationsReplySchema.parse(await availability(`${p.product_id}/departures/${city.code}/duration`))
        if (stays.status !== 'success') throw new Error('durations')
        expect(Math.min(...stays.data.map((s) => s.min_price))).toBe(city.min_price)

        const stay = stays.data[stayPick % stays.data.length]!
        const days = []
        for (const ym of months) {
          const reply = monthPricesReplySchema.parse(
            await availability(`${p.product_id}/departures/${city.code}/${stay.days}/${stay.nights}?departure_year_month=${ym}`),
          )
          if (reply.status !== 'success') throw new Error('month prices')
          days.push(...reply.data.filter((d) => d.available))
        }
        expect(Math.min(...days.map((d) => d.price))).toBe(stay.min_price)
      }),
      { numRuns: 25 },
    )
  })
})
