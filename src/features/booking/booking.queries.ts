import { queryOptions } from '@tanstack/react-query'
import { getBooking, getConfirmation, simulateInstalments } from './booking.functions'

/** The booking read from the order (refreshed explicitly after each step), the confirmation, the instalment schedules. */
export const bookingKeys = {
  all: ['booking'] as const,
  view: (orderId: string) => ['booking', 'view', orderId] as const,
}

export const bookingQuery = (orderId: string) =>
  queryOptions({ queryKey: bookingKeys.view(orderId), queryFn: () => getBooking({ data: { orderId } }), staleTime: Infinity, gcTime: 30 * 60 * 1000 })

export const confirmationQuery = (orderId: string) =>
  queryOptions({ queryKey: ['booking', 'confirmation', orderId], queryFn: () => getConfirmation({ data: { orderId } }), staleTime: 0 })

export const instalmentsQuery = (orderId: string, amountCents: number) =>
  queryOptions({
    queryKey: ['booking', 'instalments', orderId, amountCents],
    queryFn: () => simulateInstalments({ data: { orderId, amountCents } }),
    staleTime: 5 * 60 * 1000,
  })
