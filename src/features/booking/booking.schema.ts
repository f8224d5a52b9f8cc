import { notFound, rootRouteId } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { ORDER_ID_PATTERN } from '~/api-contract/ids'
import { lazySchema } from '~/platform/lazy-schema'

export const BOOKING_STEPS = ['fares', 'passengers', 'contact', 'ancillaries', 'insurance', 'summary'] as const
export type BookingStep = (typeof BOOKING_STEPS)[number]
export const isBookingStep = (value: string): value is BookingStep => (BOOKING_STEPS as readonly string[]).includes(value)

/** The `$step` path param (in the route tree every page loads): one of `BOOKING_STEPS`, any other word is the site's 404 page. */
export const bookingStepParams = {
  parse: ({ step }: { step: string }): { step: BookingStep } => {
    if (!isBookingStep(step)) throw notFound({ routeId: rootRouteId })
    return { step }
  },
  stringify: ({ step }: { step: BookingStep }) => ({ step }),
}

export const BOOKING_STEP_LABELS: Record<BookingStep, string> = {
  fares: 'Tarifs',
  passengers: 'Passagers',
  contact: 'Coordonnées',
  ancillaries: 'Options',
  insurance: 'Assurances',
  summary: 'Récapitulatif',
}

/**
 * Every booking step is reached with `?order_id=`; anything malformed means "no order". A
 * numeric id stays a number, so the URL reads `?order_id=100001` (a numeric-looking string
 * would be written with quotes).
 */
export const bookingSearchSchema = lazySchema(() =>
  z.object({
    order_id: z.catch(z.optional(z.union([z.int().check(z.positive()), z.string().check(z.trim(), z.regex(ORDER_ID_PATTERN))])), undefined),
    /** The demo payment page's cancel return (`/booking/summary?order_id=…&payment=cancelled`). */
    payment: z.catch(z.optional(z.enum(['cancelled'])), undefined),
  }),
)

export type BookingSearch = z.output<typeof bookingSearchSchema.schema>
