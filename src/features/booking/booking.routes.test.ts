import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { BOOKING_STEPS } from './booking.schema'
import { bookingStepParams } from './booking.routes'

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
