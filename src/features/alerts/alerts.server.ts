import { z } from 'zod'
import { priceAlertListReplySchema, priceAlertSchema, type PriceAlert } from '~/api-contract/price-alerts'
import { userAccessToken, userApiRequest } from '~/features/account/server'
import type { FlightSearchParams } from '~/features/flights'
import { apiPath } from '~/server/api'
import { ApiError, refusedInput } from '~/server/errors'
import { watchableSearch } from './alert-search'

/** Price alerts on the server (alerts.functions.ts): the signed-in user's, through the API. */

/** The signed-in user's alerts, each re-priced by the API ([] signed out). */
export const listAlerts = async (): Promise<PriceAlert[]> =>
  userAccessToken() ? userApiRequest({ path: '/user/price-alerts', schema: priceAlertListReplySchema, error: 'Failed to get price alerts' }) : []

export type FollowResult = { ok: true; alert: PriceAlert } | { ok: false; reason: 'too-many' }

/** 'Suivre les prix' of a results page: its search (one way or round trip) is watched; the same search twice is one alert. */
export async function followSearch(data: { search: FlightSearchParams; resultsPath: string }): Promise<FollowResult> {
  const searchData = watchableSearch(data.search)
  if (!searchData) throw refusedInput()
  try {
    const alert = await userApiRequest({
      path: '/user/price-alerts',
      method: 'POST',
      body: { search_data: searchData, results_path: data.resultsPath },
      schema: priceAlertSchema,
      error: 'Failed to create price alert',
    })
    return { ok: true, alert }
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { ok: false, reason: 'too-many' }
    throw error
  }
}

/** Stops an alert; one already gone (another tab) is no failure. */
export async function unfollow(id: number): Promise<null> {
  try {
    await userApiRequest({ path: apiPath`/user/price-alerts/${id}`, method: 'DELETE', schema: z.unknown(), error: 'Failed to delete price alert' })
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error
  }
  return null
}
