import { describe, expect, it } from 'vitest'
import { bookingSearchSchema } from './booking.schema'

describe('bookingSearchSchema', () => {
  it('reads order_id as a number or an id string', () => {
    expect(bookingSearchSchema.parse({ order_id: 1234 })).toEqual({ order_id: 1234 })
    expect(bookingSearchSchema.parse({ order_id: 'ab-12' })).toEqual({ order_id: 'ab-12' })
  })

  it('treats an empty or malformed order_id as no order', () => {
    expect(bookingSearchSchema.parse({ order_id: '' }).order_id).toBeUndefined()
    expect(bookingSearchSchema.parse({ order_id: '<script>' }).order_id).toBeUndefined()
    expect(bookingSearchSchema.parse({}).order_id).toBeUndefined()
  })
})
