import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { tripQuery } from './trips.queries'

/** /client-space/trips/$reference's loader: the booking, or the French 404 page when unknown or another's. */
export async function loadTrip(queryClient: QueryClient, reference: string): Promise<void> {
  const trip = await queryClient.ensureQueryData(tripQuery(reference))
  if (!trip) throw notFound()
}
