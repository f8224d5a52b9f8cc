import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { monthPricesReplySchema, partyPriceReplySchema, productPageSchema } from '~/api-contract/catalogue'
import { PARTY_LIMITS, type Party, type RoomParty } from '~/api-contract/party'
import { fitsOccupancy } from '~/lib/room-occupancy'
import { getProducts } from '../seed/products'
import { roomTypesOf } from '../seed/rooms'
import { call } from '../test-utils'
import { durationsOf, fromPrice } from './catalogue-rules'
import { childReduction, PARTY_PRICING, priceParty, roomTypeFor, type PriceType } from './party-pricing'

const PRICE_TYPES: PriceType[] = ['onePersDouble', 'onePers', 'byHousing']
const products = getProducts()

/** A room that fits at least one of the product's room types (generated inside the largest occupancy). */
const roomArb = fc.record({
  adults: fc.integer({ min: 1, max: 4 }),
  children_ages: fc.array(fc.integer({ min: 2, max: 17 }), { maxLength: 3 }),
  babies: fc.integer({ min: 0, max: 1 }),
})
const partyArb = fc.array(roomArb, { minLength: 1, maxLength: 3 }).map((rooms): Party => ({ rooms }))
const productArb = fc.nat({ max: products.length - 1 }).map((i) => products[i]!)

function price(party: Party, p = products[0]!, base = 800, nights = 7, type: PriceType = 'onePersDouble') {
  return priceParty(party, roomTypesOf(p), base, nights, type)
}

describe('party pricing rules', () => {
  it('the total is the sum of the rooms, each room the sum of its lines, each line quantity × unit price', () => {
    fc.assert(
      fc.property(
        partyArb,
        productArb,
        fc.integer({ min: 50, max: 9000 }),
        fc.integer({ min: 1, max: 21 }),
        fc.constantFrom(...PRICE_TYPES),
        (party, p, base, nights, type) => {
          const r = priceParty(party, roomTypesOf(p), base, nights, type)
          if (!r.ok) return
          for (const room of r.price.rooms) {
            for (const l of room.lines) {
              expect(l.amount).toBe(l.quantity * l.unit_price)
              expect(Number.isInteger(l.amount) && l.amount >= 0).toBe(true)
            }
            expect(room.total).toBe(room.lines.reduce((s, l) => s + l.amount, 0))
          }
          expect(r.price.total).toBe(r.price.rooms.reduce((s, room) => s + room.total, 0))
          expect(r.price.travellers).toBe(party.rooms.reduce((n, x) => n + x.adults + x.children_ages.length + x.babies, 0))
        },
      ),
    )
  })

  it('a further child in a room never makes the party cheaper; an older child never costs less than a younger one', () => {
    fc.assert(
      fc.property(roomArb, productArb, fc.integer({ min: 2, max: 16 }), fc.constantFrom(...PRICE_TYPES), (room, p, age, type) => {
        const types = roomTypesOf(p)
        const withChild: RoomParty = { ...room, children_ages: [...room.children_ages, age] }
        const older: RoomParty = { ...room, children_ages: [...room.children_ages, age + 1] }
        const before = price({ rooms: [room] }, p, 700, 7, type)
        const after = price({ rooms: [withChild] }, p, 700, 7, type)
        if (before.ok && after.ok && roomTypeFor(withChild, types)?.code === roomTypeFor(room, types)?.code)
          expect(after.price.total).toBeGreaterThanOrEqual(before.price.total)
        const elder = price({ rooms: [older] }, p, 700, 7, type)
        if (after.ok && elder.ok) expect(elder.price.total).toBeGreaterThanOrEqual(after.price.total)
      }),
    )
  })

  it('an unspecified room gets the cheapest room type that fits it; one no type fits is refused, not priced', () => {
    fc.assert(
      fc.property(roomArb, productArb, (room, p) => {
        const types = roomTypesOf(p)
        const chosen = roomTypeFor(room, types)
        const fitting = types.filter((t) => fitsOccupancy(room, t.occupancy))
        if (!chosen) {
          expect(fitting).toEqual([])
          expect(price({ rooms: [room] }, p).ok).toBe(false)
        } else {
          expect(chosen.supplement_per_night).toBe(Math.min(...fitting.map((t) => t.supplement_per_night)))
        }
      }),
    )
  })

  it('the seed rules: children 2–5 at −50 %, 6–11 at −30 %, 12–17 at the adult price; babies a fixed fee; one adult alone pays the single supplement', () => {
    expect([2, 5, 6, 11, 12, 17].map(childReduction)).toEqual([50, 50, 30, 30, 0, 0])
    const family = price({ rooms: [{ adults: 2, children_ages: [4, 9], babies: 1 }] }, products[0], 1000, 7)
    if (!family.ok) throw new Error(family.message)
    const kinds = family.price.rooms[0]!.lines.map((l) => [l.kind, l.amount])
    expect(kinds.slice(0, 4)).toEqual([
      ['adult', 2000],
      ['child', 500],
      ['child', 700],
      ['baby', PARTY_PRICING.babyFee],
    ])
    const single = price({ rooms: [{ adults: 1, children_ages: [], babies: 0 }] }, products[0], 1000, 7)
    if (!single.ok) throw new Error(single.message)
    expect(single.price.rooms[0]!.lines).toContainEqual(expect.objectContaining({ kind: 'single_supplement', amount: 300 }))
  })

  it('every product’s standard room holds two adults (the default party), and some room of it a family of four', () => {
    for (const p of products) {
      const types = roomTypesOf(p)
      expect(fitsOccupancy({ adults: 2, children_ages: [], babies: 0 }, types[0]!.occupancy)).toBe(true)
      expect(types.some((t) => fitsOccupancy({ adults: 2, children_ages: [4, 9], babies: 0 }, t.occupancy))).toBe(true)
    }
    expect(PARTY_LIMITS.rooms).toBeGreaterThan(1)
  })
})

describe('POST /search/products/availability/{id}/price', () => {
  const priced = (id: number, body: unknown) => call(`/search/products/availability/${id}/price`, { body }).then((r) => partyPriceReplySchema.parse(r.json))

  it('two adults in the standard room, with no date, cost twice the from-price under the city and stay, on its date', async () => {
    await fc.assert(
      fc.asyncProperty(productArb, fc.nat(), async (p, pick) => {
        const stays = durationsOf(p)
        const stay = stays[pick % stays.length]!
        const city = p.departure_cities[0]?.code ?? 'SANS'
        const from = fromPrice(p, { departure: city, nights: stay.nights })
        const reply = await priced(p.product_id, {
          departure_city: city,
          nights: stay.nights,
          days: stay.days,
          party: { rooms: [{ adults: 2, children_ages: [], babies: 0 }] },
        })
        if (!from) return expect(reply.status).toBe('error')
        if (reply.status !== 'success') throw new Error(reply.message)
        expect(reply.data.date).toBe(from.date)
        expect(reply.data.base_price).toBe(from.price)
        if (p.price_type !== 'byHousing') expect(reply.data.total).toBe(2 * from.price)
        expect(reply.data.total).toBe(reply.data.rooms.reduce((s, r) => s + r.lines.reduce((t, l) => t + l.amount, 0), 0))
      }),
      { numRuns: 20 },
    )
  })

  it('a family of 2 adults and 2 children (4 and 9) on a chosen calendar day: the day’s price, the children reduced, the product’s room types', async () => {
    const p = products.find((x) => x.price_type === 'onePersDouble' && x.departure_cities.length)!
    const product = productPageSchema.parse((await call(`/search/products?slug=${p.slug}`)).json).results[0]!
    expect(product.room_types?.length).toBeGreaterThan(0)
    const from = fromPrice(p)!
    const month = monthPricesReplySchema.parse(
      (
        await call(
          `/search/products/availability/${p.product_id}/departures/${from.departure_city.code}/${from.days}/${from.nights}?departure_year_month=${from.date.slice(0, 7)}`,
        )
      ).json,
    )
    if (month.status !== 'success') throw new Error(month.message)
    const day = month.data.find((d) => d.date === from.date)!
    const reply = await priced(p.product_id, {
      departure_city: from.departure_city.code,
      nights: from.nights,
      days: from.days,
      date: day.date,
      party: { rooms: [{ adults: 2, children_ages: [4, 9], babies: 0 }] },
    })
    if (reply.status !== 'success') throw new Error(reply.message)
    expect(reply.data.base_price).toBe(day.price)
    const lines = reply.data.rooms[0]!.lines
    expect(lines.filter((l) => l.kind === 'child').map((l) => l.amount)).toEqual([Math.round(day.price * 0.5), Math.round(day.price * 0.7)])
    expect(product.room_types!.map((t) => t.code)).toContain(reply.data.rooms[0]!.room_type.code)
    expect(reply.data.per_person).toBe(Math.round(reply.data.total / 4))
    expect(reply.data.includes.length).toBeGreaterThan(2)
  })

  it('a room no room type holds, an unknown stay, a malformed party: an error status or a 400, never a price', async () => {
    const p = products.find((x) => x.type_voyage === 'sejour')!
    const stay = durationsOf(p)[0]!
    const city = p.departure_cities[0]!.code
    const crowded = await priced(p.product_id, {
      departure_city: city,
      nights: stay.nights,
      days: stay.days,
      party: { rooms: [{ adults: 6, children_ages: [3, 4, 5, 6, 7], babies: 0 }] },
    })
    expect(crowded.status).toBe('error')
    const badStay = await priced(p.product_id, { departure_city: city, nights: 99, days: 100, party: { rooms: [{ adults: 2, children_ages: [], babies: 0 }] } })
    expect(badStay.status).toBe('error')
    const malformed = await call(`/search/products/availability/${p.product_id}/price`, {
      body: { departure_city: city, nights: stay.nights, days: stay.days, party: { rooms: [] } },
    })
    expect(malformed.status).toBe(400)
  })
})
