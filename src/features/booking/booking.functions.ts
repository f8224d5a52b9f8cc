import { createServerFn } from '@tanstack/react-start'
import { isOrderId } from '~/api-contract/ids'
import type { BookingStep } from './booking.schema'
import type { BookingDraft, BookingView, StepOutcome } from './model/types'
import type { ConfirmationView } from './model/confirmation'

/**
 * Server functions of the booking. Their bodies load the server-only modules on demand, and
 * input checks are plain functions: nothing of zod or of the API client reaches the browser.
 */

const STEPS = new Set<string>(['fares', 'passengers', 'contact', 'ancillaries', 'insurance', 'summary', 'payment'])

function orderIdOf(input: unknown): string {
  const id = (input as { orderId?: unknown } | null)?.orderId
  const text = typeof id === 'number' ? String(id) : id
  if (!isOrderId(text)) throw new Error('No order id provided')
  return text
}

export const getBooking = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({ orderId: orderIdOf(input) }))
  .handler(async ({ data }): Promise<BookingView | null> => {
    const { loadBooking } = await import('./booking.server')
    return (await loadBooking(data.orderId))?.view ?? null
  })

export const saveBookingDraft = createServerFn({ method: 'POST' })
  .validator((input: unknown) => ({ orderId: orderIdOf(input), draft: (input as { draft: unknown }).draft }))
  .handler(async ({ data }) => {
    const [{ draftSchema }, { saveDraft }] = await Promise.all([import('./booking.server'), import('./booking-actions.server')])
    const draft = draftSchema().safeParse(data.draft)
    if (!draft.success) return null
    return saveDraft(data.orderId, draft.data as BookingDraft)
  })

export const completeBookingStep = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const value = input as { step?: unknown; draft?: unknown; acceptNewPrice?: unknown }
    if (typeof value?.step !== 'string' || !STEPS.has(value.step)) throw new Error('Unknown step')
    return { orderId: orderIdOf(input), step: value.step as BookingStep | 'payment', draft: value.draft, acceptNewPrice: value.acceptNewPrice === true }
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
    const amount = Number((input as { amountCents?: unknown }).amountCents)
    if (!Number.isInteger(amount) || amount <= 0 || amount > 100_000_000) throw new Error('Invalid amount')
    return { orderId: orderIdOf(input), amountCents: amount }
  })
  .handler(async ({ data }) => (await import('./payment.server')).simulate(data.orderId, data.amountCents))

export const getConfirmation = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({ orderId: orderIdOf(input) }))
  .handler(async ({ data }): Promise<ConfirmationView | null> => (await import('./confirmation.server')).loadConfirmation(data.orderId))
