import { createServerFn } from '@tanstack/react-start'
import { isOrderId } from '~/api-contract/ids'
import { refusedInput } from '~/server/errors'
import type { BookingStep } from './booking.schema'
import type { BookingView, StepOutcome } from './model/types'
import type { ConfirmationView } from './model/confirmation'
import { completeStep, expireHold, extendHold, saveDraft } from './booking-actions.server'
import { loadBooking } from './booking.server'
import { loadConfirmation } from './confirmation.server'
import { simulate } from './payment.server'

/**
 * Server functions of the booking: input checks are plain functions (nothing of zod reaches the
 * browser), the work is in the *.server.ts modules. Their refusals are `refusedInput()` (a 400 in
 * French), whatever shape the input has.
 */

const STEPS = new Set<string>(['fares', 'passengers', 'contact', 'ancillaries', 'insurance', 'summary', 'payment'])

/** A field of the input, whatever the input is (null, a string, an array…). */
function field(input: unknown, name: string): unknown {
  return typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[name] : undefined
}

function orderIdOf(input: unknown): string {
  const id = field(input, 'orderId')
  const text = typeof id === 'number' ? String(id) : id
  if (!isOrderId(text)) throw refusedInput()
  return text
}

export const getBooking = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({ orderId: orderIdOf(input) }))
  .handler(async ({ data }): Promise<BookingView | null> => (await loadBooking(data.orderId))?.view ?? null)

/** The revision a tab's draft builds on, when it says (a whole number, else none). */
function baseRevOf(input: unknown): number | undefined {
  const rev = field(input, 'baseRev')
  return Number.isSafeInteger(rev) ? (rev as number) : undefined
}

export const saveBookingDraft = createServerFn({ method: 'POST' })
  .validator((input: unknown) => ({ orderId: orderIdOf(input), draft: field(input, 'draft'), baseRev: baseRevOf(input) }))
  .handler(({ data }) => saveDraft(data.orderId, data.draft, data.baseRev))

export const completeBookingStep = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const step = field(input, 'step')
    if (typeof step !== 'string' || !STEPS.has(step)) throw refusedInput()
    return {
      orderId: orderIdOf(input),
      step: step as BookingStep | 'payment',
      draft: field(input, 'draft'),
      acceptNewPrice: field(input, 'acceptNewPrice') === true,
      baseRev: baseRevOf(input),
    }
  })
  .handler(({ data }): Promise<StepOutcome> => completeStep(data.orderId, data.step, data.draft, data.acceptNewPrice, data.baseRev))

export const extendPriceHold = createServerFn({ method: 'POST' })
  .validator((input: unknown) => ({ orderId: orderIdOf(input) }))
  .handler(({ data }) => extendHold(data.orderId))

export const expirePriceHold = createServerFn({ method: 'POST' })
  .validator((input: unknown) => ({ orderId: orderIdOf(input) }))
  .handler(async ({ data }) => {
    await expireHold(data.orderId)
    return null
  })

export const simulateInstalments = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const amount = Number(field(input, 'amountCents'))
    if (!Number.isInteger(amount) || amount <= 0 || amount > 100_000_000) throw refusedInput()
    return { orderId: orderIdOf(input), amountCents: amount }
  })
  .handler(({ data }) => simulate(data.orderId, data.amountCents))

export const getConfirmation = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({ orderId: orderIdOf(input) }))
  .handler(({ data }): Promise<ConfirmationView | null> => loadConfirmation(data.orderId))
