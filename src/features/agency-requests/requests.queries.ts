import { queryOptions } from '@tanstack/react-query'
import { accountKeys } from '~/features/account'
import { getAgencyRequests } from './requests.functions'

/** The signed-in user's requests, under the account's keys: signing in or out drops them. */
export const requestKeys = { all: [...accountKeys.all, 'agency-requests'] as const }

export const agencyRequestsQuery = () => queryOptions({ queryKey: requestKeys.all, queryFn: () => getAgencyRequests(), staleTime: 30_000 })
