import { useQuery, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { PayerPrefill, SavedTraveller } from '~/features/booking'
import { currentUserQuery, profileQuery } from '../account.queries'
import { useCurrentUser } from '../session'
import { defaultAddress, readAddresses } from './address'
import { profileValues } from './profile-values'
import { travelersQuery } from './client-space.queries'
import { toSavedTraveller } from './traveler-values'

/** The signed-in user's saved travellers for the booking passengers step ([] signed out). */
export function useSavedTravellers(): readonly SavedTraveller[] {
  const user = useCurrentUser()
  const { data } = useQuery({ ...travelersQuery(), enabled: user !== null })
  return useMemo(() => (user && data ? data.map(toSavedTraveller) : []), [user, data])
}

/** The payer of the booking contact step prefilled from the profile and its default billing address. */
export function usePayerPrefill(): PayerPrefill | undefined {
  const user = useCurrentUser()
  const { data: profile } = useQuery({ ...profileQuery(), enabled: user !== null })
  return useMemo(() => {
    if (!user || !profile) return undefined
    const v = profileValues(profile)
    const billing = defaultAddress(readAddresses(profile.addresses), 'billing') ?? defaultAddress(readAddresses(profile.addresses), 'delivery')
    return {
      salutation: v.gender,
      firstName: v.firstName,
      lastName: v.lastName,
      dateOfBirth: v.birthDate,
      email: v.email,
      phoneNumber: v.phoneNumber,
      ...(billing ? { address: billing.fullAddress, postalCode: billing.postalCode, city: billing.city, country: billing.country } : {}),
    }
  }, [user, profile])
}

/** Loader part of the booking passengers and contact steps: signed in, the travellers and profile are fetched with the page. */
export async function prefetchBookingPrefill(queryClient: QueryClient): Promise<void> {
  const user = await queryClient.ensureQueryData(currentUserQuery())
  if (!user) return
  await Promise.all([queryClient.prefetchQuery(travelersQuery()), queryClient.prefetchQuery(profileQuery())])
}
