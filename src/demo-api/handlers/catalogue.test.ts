import { describe, expect, it, vi } from 'vitest'
import {
  bestPriceReplySchema,
  deeplinkReplySchema,
  departuresReplySchema,
  durationsReplySchema,
  monthPricesReplySchema,
  productCountSchema,
  productPageSchema,
  referenceResultSchema,
  reviewsReplySchema,
  searchOptionsSchema,
  similarProductsSchema,
} from '~/api-contract/catalogue'
import { headerMenuReplySchema, homePageSchema } from '~/api-contract/storefront'
import { todayInParis } from '~/lib/dates'
import { call, callBytes } from '../test-utils'

describe('demo API: catalogue and storefront', () => {
  it('serves the header menu and home blocks; the third flash banner has ended (Terminé), the others end in the future', async () => {
    const menu = headerMenuReplySchema.parse((await call('/menus/header/')).json)
    expect(menu[0]!.header_part_2.header_dropdown_tabs.length).toBeGreaterThan(3)
    const home = homePageSchema.parse((await call('/pages/home')).json)
    const flash = home.blocks.flatMap((b) => b.value.modules).filter((m) => m.type === 'flash_sale_banner')
    expect(flash.length).toBeGreaterThan(0)
    const ends = flash.map((f) => (f.type === 'flash_sale_banner' ? new Date(f.value.banner_end_date).getTime() : 0))
    expect(ends.map((end) => end > Date.now())).toEqual(ends.map((_, i) => i !== 2))
    const img = await call(
      home.blocks[0]!.value.modules[0]!.type === 'slideshow_homepage_banner'
        ? (home.blocks[0]!.value.modules[0]!.value.image.url as string).replace('/api/v2', '')
        : '',
    )
    expect(img.headers.get('content-type')).toBe('image/png')
  })

  it('serves scenes as PNG at the size asked (SVG too), icons as SVG; an unknown scene or format is a 404', async () => {
    const url = '/demo/images/beach/crete-0'
    const png = await callBytes(`${url}.png?w=380&h=140`)
    expect(png.type).toBe('image/png')
    expect([...png.bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10])
    const ihdr = new DataView(png.bytes.buffer, png.bytes.byteOffset + 16, 8)
    expect([ihdr.getUint32(0), ihdr.getUint32(4)]).toEqual([380, 140])
    // The second time from the cache: the same bytes.
    expect((await callBytes(`${url}.png?w=380&h=140`)).bytes).toEqual(png.bytes)
    expect((await callBytes(`${url}.svg?w=380&h=140`)).type).toBe('image/svg+xml')
    expect((await callBytes('/demo/images/icon/heart.svg')).type).toBe('image/svg+xml')
    for (const missing of ['/demo/images/icon/heart.png', '/demo/images/lune/crete-0.png', `${url}.gif`]) expect((await call(missing)).status).toBe(404)
  })

  it('keeps one ended flash banner and the others in the future at every hour of the day (Paris)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      for (const hour of [0, 7, 12, 22, 23]) {
        vi.setSystemTime(new Date(`2026-11-24T${String(hour).padStart(2, '0')}:30:00+01:00`))
        const home = homePageSchema.parse((await call('/pages/home')).json)
        const ends = home.blocks
          .flatMap((b) => b.value.modules)
          .flatMap((m) => (m.type === 'flash_sale_banner' ? [new Date(m.value.banner_end_date).getTime()] : []))
        expect({ hour, future: ends.map((end) => end > Date.now()) }).toEqual({ hour, future: ends.map((_, i) => i !== 2) })
      }
    } finally {
      vi.useRealTimers()
    }
  })

  it('searches 1,000+ products with filters, pages, counts and options', async () => {
    const all = productCountSchema.parse((await call('/search/products/count')).json)
    expect(all.count).toBeGreaterThanOrEqual(1000)
    const page1 = productPageSchema.parse((await call('/search/products/full?type_voyage=sejour&page=1&page_size=20')).json)
    expect(page1.results).toHaveLength(20)
    const prices = page1.results.map((p) => p.base_price_availability.final_price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const marks = productPageSchema.parse((await call('/search/products/full?order_by=mark_desc&page=1')).json).results.map((p) => p.global_rate)
    expect(marks).toEqual([...marks].sort((a, b) => b - a))
    const filtered = productPageSchema.parse((await call('/search/products/full?stars=5&theme=plage++famille&page=1')).json)
    expect(filtered.results.every((p) => p.stars === 5 && ['plage', 'famille'].every((t) => p.themes.some((x) => x.code === t)))).toBe(true)
    const opts = searchOptionsSchema.parse(
      (await call('/search/options?type_voyage=sejour&accommodation_type=hotel,club&response_data=departure_city,destination,accommodation_type,theme,stars'))
        .json,
    )
    expect(opts.stars).toHaveLength(5)
    expect((await call('/search/products/full?page=9999')).status).toBe(404)
    expect((await call('/search/products/full?stars=9')).status).toBe(400)
    const byIds = productPageSchema.parse((await call('/search/products?product_id__in=10007,10000,1')).json)
    expect(byIds.results.map((p) => p.product_id)).toEqual([10007, 10000])
    expect((await call('/search/products')).status).toBe(400)
    const ref = referenceResultSchema.parse((await call('/search/products/reference?reference=HV010000')).json)
    expect(ref[0]!.id).toBe(10000)
    similarProductsSchema.parse(
      (await call(`/menus/similar-product?byPage=4&destination=${page1.results[0]!.parent_destinations[0]!.destinations[1]!.code}`)).json,
    )
  })

  it('answers availability, reviews and deeplinks', async () => {
    const product = productPageSchema.parse((await call('/search/products/full?type_voyage=sejour&page=1')).json).results[0]!
    const id = product.product_id
    const best = bestPriceReplySchema.parse((await call(`/search/products/availability/${id}/best`)).json)
    expect(best.status).toBe('success')
    const deps = departuresReplySchema.parse((await call(`/search/products/availability/${id}/departures`)).json)
    if (deps.status !== 'success') throw new Error('departures')
    const code = deps.data[0]!.code
    const durations = durationsReplySchema.parse((await call(`/search/products/availability/${id}/departures/${code}/duration`)).json)
    if (durations.status !== 'success') throw new Error('durations')
    const { days, nights } = durations.data[0]!
    const ym = todayInParis().toPlainYearMonth().add({ months: 2 }).toString()
    const month = monthPricesReplySchema.parse(
      (await call(`/search/products/availability/${id}/departures/${code}/${days}/${nights}?departure_year_month=${ym}`)).json,
    )
    expect(month.status).toBe('success')
    const again = (await call(`/search/products/availability/${id}/departures/${code}/${days}/${nights}?departure_year_month=${ym}`)).json
    expect(again).toEqual(month)
    expect((await call(`/search/products/availability/${id}/departures/${code}/${days}/${nights}`)).status).toBe(400)
    expect((await call('/search/products/availability/1/best')).status).toBe(404)
    const reviews = reviewsReplySchema.parse((await call(`/search/products/review/${id}`)).json)
    expect(reviews.marks.reduce((s, m) => s + m.count, 0)).toBe(reviews.total_reviews)
    const link = deeplinkReplySchema.parse(
      (await call('/search/products/deeplink/product', { body: { productId: id, deviceType: 'desktop', goBackUrl: '/', extra: { channel: 'B2C' } } })).json,
    )
    expect(link.data.deeplink_url.startsWith('/')).toBe(true)
    deeplinkReplySchema.parse((await call('/search/products/deeplink/hotel-vol', { body: { url: '/x', deviceType: 'mobile', bookingRequest: {} } })).json)
  })

  it('finds a product by slug with its description, filters by budget and meal plan, and counts them in the options', async () => {
    const first = productPageSchema.parse((await call('/search/products/full?page=1')).json).results[0]!
    const bySlug = productPageSchema.parse((await call(`/search/products?slug=${first.slug}`)).json)
    expect(bySlug.results.map((p) => p.product_id)).toEqual([first.product_id])
    expect(bySlug.results[0]!.description!.length).toBeGreaterThan(100)
    expect(first.description).toBeUndefined()
    expect(productPageSchema.parse((await call('/search/products?slug=nope')).json).count).toBe(0)
    const cheap = productPageSchema.parse((await call('/search/products/full?price_max=600&meal_plan=Tout%20compris&page=1')).json)
    expect(cheap.count).toBeGreaterThan(0)
    expect(cheap.results.every((p) => p.base_price_availability.final_price <= 600 && p.base_price_availability.meal_plan.label === 'Tout compris')).toBe(true)
    const opts = searchOptionsSchema.parse((await call('/search/options?price_max=600&response_data=meal_plan,price_range')).json)
    expect(opts.meal_plan!.map((m) => m.label)).toContain('Demi-pension')
    // The budget's own range ignores the budget.
    expect(opts.price_range!.max).toBeGreaterThan(600)
  })

  it('finds for a stay ("Une semaine": 7,7) only products whose durations offer it', async () => {
    const week = productPageSchema.parse((await call('/search/products/full?type_voyage=sejour&min_max_nights=7,7&page=1&page_size=12')).json)
    expect(week.count).toBeGreaterThan(0)
    for (const product of week.results) {
      const code = product.features.departure_cities[0]!.code
      const durations = durationsReplySchema.parse((await call(`/search/products/availability/${product.product_id}/departures/${code}/duration`)).json)
      if (durations.status !== 'success') throw new Error('durations')
      expect({ id: product.product_id, nights: durations.data.map((d) => d.nights) }).toEqual({ id: product.product_id, nights: expect.arrayContaining([7]) })
    }
  })
})
