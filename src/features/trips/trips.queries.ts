import { queryOptions } from '@tanstack/react-query'
import { accountKeys } from '~/features/account'
import { getTrip, getTrips } from './trips.functions'

/** The signed-in user's bookings, under the account's keys: signing in or out drops them. */
export const tripKeys = {
  all: [...accountKeys.all, 'trips'] as const,
  trip: (reference: string) => [...accountKeys.all, 'trips', reference.toUpperCase()] as const,
}

export const tripsQuery = () => queryOptions({ queryKey: tripKeys.all, queryFn: () => getTrips(), staleTime: 30_000 })
export const tripQuery = (reference: string) =>
  queryOptions({ queryKey: tripKeys.trip(reference), queryFn: () => getTrip({ data: { reference } }), staleTime: 30_000 })
