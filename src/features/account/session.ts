import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { redirect, useLocation, useNavigate, useRouter, type ParsedLocation } from '@tanstack/react-router'
import { useCallback } from 'react'
import { signOut, storeSignInRedirect } from './account.functions'
import { accountKeys, currentUserQuery } from './account.queries'
import type { CurrentUser } from './current-user'
import { SIGN_IN_PATH } from './redirect'

/** The signed-in session on the client: the user, signing out, sending a visitor to sign in. */

/** The signed-in user, or null (known from the first HTML: the root loader primes it). */
export function useCurrentUser(): CurrentUser | null {
  return useQuery(currentUserQuery()).data ?? null
}

/** Sets who is signed in (null: nobody) and drops the data of the previous user. */
export function setSignedInUser(queryClient: QueryClient, user: CurrentUser | null) {
  // The user query itself is updated, not removed: a removed query keeps its observers (the
  // header's popup) on the old data.
  queryClient.setQueryData(accountKeys.user, user)
  queryClient.removeQueries({ queryKey: accountKeys.all, predicate: (query) => query.queryKey[1] !== accountKeys.user[1] })
}

/** 'Me déconnecter': ends the session on the server, forgets the user, returns to '/'. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useCallback(async () => {
    await signOut()
    setSignedInUser(queryClient, null)
    await router.navigate({ to: '/' })
    await router.invalidate()
  }, [queryClient, router])
}

/**
 * For an action that needs an account (the favourite heart): keeps where the user is (or
 * `path`) and sends them to sign-in; after it they land back there.
 */
export function useSendToSignIn(): (path?: string) => Promise<void> {
  const navigate = useNavigate()
  const location = useLocation()
  return useCallback(
    async (path?: string) => {
      await storeSignInRedirect({ data: { path: path ?? location.href } })
      await navigate({ to: SIGN_IN_PATH })
    },
    [navigate, location.href],
  )
}

/**
 * `beforeLoad` of a route that needs an account: signed in, it adds `user` to the route
 * context; signed out, it keeps the page asked for and redirects to sign-in.
 *
 *   beforeLoad: requireAccount
 */
export async function requireAccount({
  context,
  location,
}: {
  context: { queryClient: QueryClient }
  location: ParsedLocation
}): Promise<{ user: CurrentUser }> {
  const user = await context.queryClient.ensureQueryData(currentUserQuery())
  if (user) return { user }
  await storeSignInRedirect({ data: { path: location.href } })
  throw redirect({ to: SIGN_IN_PATH })
}
