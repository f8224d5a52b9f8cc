import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { accountKeys } from './account.queries'
import type { CurrentUser } from './current-user'
import { setSignedInUser } from './session'

const ines: CurrentUser = { firstName: 'Inès', lastName: 'Roy', fullName: 'Inès Roy', email: 'ines@exemple.fr', initials: 'IR', emailVerified: true }

describe('setSignedInUser', () => {
  it('tells a mounted observer of the user query (the header) who signed in, and drops the previous user’s data', () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(accountKeys.user, null)
    queryClient.setQueryData([...accountKeys.all, 'favorites'], [1, 2])
    const header = new QueryObserver(queryClient, { queryKey: accountKeys.user, queryFn: () => null, staleTime: Infinity })
    const seen: unknown[] = []
    const unsubscribe = header.subscribe((result) => seen.push(result.data))

    setSignedInUser(queryClient, ines)
    expect(header.getCurrentResult().data).toEqual(ines)
    expect(queryClient.getQueryData([...accountKeys.all, 'favorites'])).toBeUndefined()

    setSignedInUser(queryClient, null)
    expect(header.getCurrentResult().data).toBeNull()
    expect(seen).toEqual([ines, null])
    unsubscribe()
  })
})
