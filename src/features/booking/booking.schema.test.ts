import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { BOOKING_STEPS, bookingSearchSchema, bookingStepParams } from './booking.schema'

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

describe('bookingStepParams', () => {
  it('accepts every step of the list', () => {
    for (const step of BOOKING_STEPS) expect(bookingStepParams.parse({ step })).toEqual({ step })
  })

  it('makes any other word the 404 page', () => {
    for (const step of ['foo', 'Fares', 'confirmation', '']) {
      let thrown: unknown
      try {
        bookingStepParams.parse({ step })
      } catch (error) {
        thrown = error
      }
      expect(isNotFound(thrown)).toBe(true)
    }
  })
})
