import { queryOptions } from '@tanstack/react-query'
import { accountKeys } from '../account.queries'
import { getFavorites, getTravelers, getViewed } from './client-space.functions'

/** The signed-in user's data (§3 user data), under `accountKeys.all`: signing in or out drops them. */
export const clientSpaceKeys = {
  travelers: [...accountKeys.all, 'travelers'] as const,
  favorites: [...accountKeys.all, 'favorites'] as const,
  viewed: [...accountKeys.all, 'viewed'] as const,
}

export const travelersQuery = () => queryOptions({ queryKey: clientSpaceKeys.travelers, queryFn: () => getTravelers(), staleTime: 60_000 })
export const favoritesQuery = () => queryOptions({ queryKey: clientSpaceKeys.favorites, queryFn: () => getFavorites(), staleTime: 60_000 })
export const viewedQuery = () => queryOptions({ queryKey: clientSpaceKeys.viewed, queryFn: () => getViewed(), staleTime: 0 })
