import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import type { BookingStep } from './booking.schema'
import { bookingQuery, confirmationQuery } from './booking.queries'
import { loadBookingChunk } from './chunks'
import { resumeStep } from './model/steps'

/** Loaders of the booking routes (kept here so the routes stay thin). */

type OrderParam = string | number | undefined

/** The steps' layout: an unknown or foreign order is a 404 page; a paid one shows its confirmation. */
export async function loadBookingFlow(queryClient: QueryClient, orderId: OrderParam) {
  if (orderId === undefined) throw notFound()
  const [view] = await Promise.all([queryClient.ensureQueryData(bookingQuery(String(orderId))), loadBookingChunk('flow')])
  if (!view) throw notFound()
  if (view.paid) throw redirect({ to: '/booking/confirmation', search: { order_id: orderId } })
}

/** A step asked before the ones it needs are done (or a skipped step) resumes at the right step. */
export async function guardBookingStep(queryClient: QueryClient, orderId: OrderParam, step: BookingStep) {
  if (orderId === undefined) return
  const [view] = await Promise.all([queryClient.ensureQueryData(bookingQuery(String(orderId))), loadBookingChunk(step)])
  if (!view || view.paid || view.state.expired) return
  const target = resumeStep(step, view.state.skipped, view.state.completed)
  if (target !== step) throw redirect({ to: '/booking/$step', params: { step: target }, search: { order_id: orderId } })
}

/** The confirmation: an unknown or foreign order is a 404 page. */
export async function loadConfirmation(queryClient: QueryClient, orderId: OrderParam) {
  if (orderId === undefined) throw notFound()
  const [confirmation] = await Promise.all([queryClient.ensureQueryData(confirmationQuery(String(orderId))), loadBookingChunk('confirmation')])
  if (!confirmation) throw notFound()
}
