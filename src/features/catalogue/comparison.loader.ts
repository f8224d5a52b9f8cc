import type { QueryClient } from '@tanstack/react-query'
import { chooseDeparture, chooseDuration } from './availability'
import { bestPriceQuery, departuresQuery, durationsQuery, partyPriceQuery, productsByIdsQuery } from './catalogue.queries'
import { comparisonParty } from './comparison'
import type { CompareSearch } from './search.schema'

const settle = <T>(p: Promise<T>) => p.catch(() => undefined)

export type ComparisonDeps = Pick<CompareSearch, 'compare' | 'party' | 'departureCity' | 'minMaxNights'>

/**
 * The comparison: the products, then for each (in parallel) the departure and stay its page
 * would show (availability.ts) and the party's price there, so the first HTML has every figure.
 * Nothing to load under two ids; failures are left to the page (it shows the 'from' price).
 */
export async function loadComparison(queryClient: QueryClient, search: ComparisonDeps): Promise<void> {
  if (search.compare.length < 2) return
  const products = await settle(queryClient.ensureQueryData(productsByIdsQuery(search.compare)))
  const party = comparisonParty(search.party)
  await Promise.all(
    (products ?? []).map(async ({ product_id: id }) => {
      const [best, departures] = await Promise.all([
        settle(queryClient.ensureQueryData(bestPriceQuery(id))),
        settle(queryClient.ensureQueryData(departuresQuery(id))),
      ])
      const code = chooseDeparture(departures, search.departureCity, best)
      if (!code) return
      const duration = chooseDuration(await settle(queryClient.ensureQueryData(durationsQuery(id, code))), search, best)
      if (!duration) return
      await settle(queryClient.ensureQueryData(partyPriceQuery({ productId: id, code, nights: duration.nights, days: duration.days, party })))
    }),
  )
}
