import { createServerFn } from '@tanstack/react-start'
import { isOrderId } from '~/api-contract/ids'
import { refusedInput } from '~/server/errors'
import type { BookingStep } from './booking.schema'
import type { BookingDraft, BookingView, StepOutcome } from './model/types'
import type { ConfirmationView } from './model/confirmation'

/**
 * Server functions of the booking. Their bodies load the server-only modules on demand, and
 * input checks are plain functions: nothing of zod or of the API client reaches the browser.
 * Their refusals are `refusedInput()` (a 400 in French), whatever shape the input has.
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
  .handler(async ({ data }): Promise<BookingView | null> => {
    const { loadBooking } = await import('./booking.server')
    return (await loadBooking(data.orderId))?.view ?? null
  })

export const saveBookingDraft = createServerFn({ method: 'POST' })
  .validator((input: unknown) => ({ orderId: orderIdOf(input), draft: field(input, 'draft') }))
  .handler(async ({ data }) => {
    const [{ draftSchema }, { saveDraft }] = await Promise.all([import('./booking.server'), import('./booking-actions.server')])
    const draft = draftSchema().safeParse(data.draft)
    if (!draft.success) return null
    return saveDraft(data.orderId, draft.data as BookingDraft)
  })

export const completeBookingStep = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const step = field(input, 'step')
    if (typeof step !== 'string' || !STEPS.has(step)) throw refusedInput()
    return { orderId: orderIdOf(input), step: step as BookingStep | 'payment', draft: field(input, 'draft'), acceptNewPrice: field(input, 'acceptNewPrice') === true }
  })
  .handler(async ({ data }): Promise<StepOutcome> => {
    const [{ draftSchema }, { completeStep }] = await Promise.all([import('./booking.server'), import('./booking-actions.server')])
    const draft = draftSchema().safeParse(data.draft)
    if (!draft.success) return { status: 'invalid', message: 'La demande est invalide. Veuillez vérifier les informations saisies.' }
    return completeStep(data.orderId, data.step, draft.data as BookingDraft, data.acceptNewPrice)
  })

export const extendPriceHold = createServerFn({ method: 'POST' })
  .validator((input: unknown) => ({ orderId: orderIdOf(input) }))
  .handler(async ({ data }) => (await import('./booking-actions.server')).extendHold(data.orderId))

export const expirePriceHold = createServerFn({ method: 'POST' })
  .validator((input: unknown) => ({ orderId: orderIdOf(input) }))
  .handler(async ({ data }) => {
    await (await import('./booking-actions.server')).expireHold(data.orderId)
    return null
  })

export const simulateInstalments = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const amount = Number(field(input, 'amountCents'))
    if (!Number.isInteger(amount) || amount <= 0 || amount > 100_000_000) throw refusedInput()
    return { orderId: orderIdOf(input), amountCents: amount }
  })
  .handler(async ({ data }) => (await import('./payment.server')).simulate(data.orderId, data.amountCents))

export const getConfirmation = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({ orderId: orderIdOf(input) }))
  .handler(async ({ data }): Promise<ConfirmationView | null> => (await import('./confirmation.server')).loadConfirmation(data.orderId))
