import { monthPricesReplySchema, type MonthPrices } from '~/api-contract/flights'
import { apiRequest } from '~/server/api'
import { cached, memoryLayer } from '~/server/cache'
import type { MonthPricesInput } from './month-prices'

/**
 * The date picker's prices: one API call per month and search, cached (15 minutes, the
 * searches' own life) and shared by every visitor and instance.
 */
const months = memoryLayer<MonthPrices>({ maxEntries: 500 })

export function monthPrices(input: MonthPricesInput): Promise<MonthPrices> {
  const query = {
    from: input.from,
    to: input.to,
    from_type: input.fromType,
    to_type: input.toType,
    month: input.month,
    trip: input.oneWay ? 'one_way' : 'round_trip',
    stay: input.oneWay ? undefined : (input.stay ?? undefined),
    adults: input.adults,
    childrens: input.childrens,
    infants: input.infants,
  }
  return cached({
    key: `flights:month-prices:${JSON.stringify(query)}`,
    ttlSeconds: 15 * 60,
    memory: months,
    load: () => apiRequest({ path: '/flights/month-prices', query, schema: monthPricesReplySchema, error: 'Failed to fetch month prices' }),
  })
}
