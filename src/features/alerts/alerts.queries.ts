import { queryOptions } from '@tanstack/react-query'
import { accountKeys } from '~/features/account'
import { getPriceAlerts } from './alerts.functions'

/** The signed-in user's alerts, under the account's keys: signing in or out drops them. */
export const alertKeys = { all: [...accountKeys.all, 'price-alerts'] as const }

export const priceAlertsQuery = () => queryOptions({ queryKey: alertKeys.all, queryFn: () => getPriceAlerts(), staleTime: 30_000 })
