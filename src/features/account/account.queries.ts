import { queryOptions } from '@tanstack/react-query'
import { getCurrentUser, getProfile } from './account.functions'

/**
 * Query keys of the signed-in user's data. Every query that depends on who is signed in sits
 * under `accountKeys.all` (['account', …]): signing in or out removes them all.
 */
export const accountKeys = {
  all: ['account'] as const,
  user: ['account', 'user'] as const,
  profile: ['account', 'profile'] as const,
}

/** The signed-in user or null; primed by the root loader, so the first HTML knows it. */
export const currentUserQuery = () => queryOptions({ queryKey: accountKeys.user, queryFn: () => getCurrentUser(), staleTime: Infinity })

/**
 * The signed-in user's whole client profile (`Profile` of `~/api-contract/account`), or null
 * signed out: for the client space and for prefilling travellers in the booking flow.
 */
export const profileQuery = () => queryOptions({ queryKey: accountKeys.profile, queryFn: () => getProfile(), staleTime: 60_000 })
