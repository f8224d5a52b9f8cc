import { describe, expect, it } from 'vitest'
import { reviewsReplySchema, reviewTextsReplySchema } from '~/api-contract/catalogue'
import { call } from '../test-utils'

const texts = async (query: string) => reviewTextsReplySchema.parse((await call(`/search/products/review/10168/texts?${query}`)).json)

describe('demo API: review texts', () => {
  it('pages a product’s reviews, most recent first, as many as its histogram counts', async () => {
    const histogram = reviewsReplySchema.parse((await call('/search/products/review/10168')).json)
    const first = await texts('page_size=5')
    expect(first.count).toBe(histogram.total_reviews)
    expect(first.results).toHaveLength(5)
    expect(first.next).toContain('page=2')
    const dates = first.results.map((r) => r.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
    const second = await texts('page_size=5&page=2')
    expect(second.results.map((r) => r.id)).not.toContain(first.results[0]!.id)
    expect((await call(`/search/products/review/10168/texts?page=${histogram.total_reviews}`)).status).toBe(404)
  })

  it('sorts by mark either way and filters by one mark, as many as the histogram says', async () => {
    const histogram = reviewsReplySchema.parse((await call('/search/products/review/10168')).json)
    const best = await texts('ordering=mark_desc&page_size=50')
    expect(best.results.map((r) => r.mark)).toEqual([...best.results.map((r) => r.mark)].sort((a, b) => b - a))
    const worst = await texts('ordering=mark_asc&page_size=5')
    expect(worst.results[0]!.mark).toBe(Math.min(...histogram.marks.filter((m) => m.count).map((m) => m.mark)))
    const eights = await texts('mark=8&page_size=50')
    expect(eights.count).toBe(histogram.marks.find((m) => m.mark === 8)!.count)
    expect(eights.results.every((r) => r.mark === 8)).toBe(true)
  })

  it('answers a malformed ordering or mark, or an unknown product, with a 4xx, never a 5xx', async () => {
    expect((await call('/search/products/review/10168/texts?ordering=nope')).status).toBe(400)
    expect((await call('/search/products/review/10168/texts?mark=11')).status).toBe(400)
    expect((await call('/search/products/review/99999999/texts')).status).toBe(404)
  })
})
