import { useQueries } from '@tanstack/react-query'
import type { Product } from '~/api-contract/catalogue'
import { chooseDeparture, chooseDuration } from '../../availability'
import { bestPriceQuery, departuresQuery, durationsQuery, partyPriceQuery } from '../../catalogue.queries'
import { comparisonFacts, comparisonParty, type ComparisonFacts } from '../../comparison'
import type { ComparisonDeps } from '../../comparison.loader'

/** The compared products' facts, from the queries the loader primed (comparison.loader.ts makes the same choices). */
export function useComparison(products: readonly Product[], search: ComparisonDeps): ComparisonFacts[] {
  const party = comparisonParty(search.party)
  const ids = products.map((p) => p.product_id)
  const bests = useQueries({ queries: ids.map((id) => bestPriceQuery(id)) })
  const departures = useQueries({ queries: ids.map((id) => departuresQuery(id)) })
  const codes = ids.map((_, i) => chooseDeparture(departures[i]?.data, search.departureCity, bests[i]?.data))
  const durationLists = useQueries({ queries: ids.map((id, i) => durationsQuery(id, codes[i])) })
  const durations = ids.map((_, i) => chooseDuration(durationLists[i]?.data, search, bests[i]?.data))
  const prices = useQueries({
    queries: ids.map((id, i) => partyPriceQuery({ productId: id, code: codes[i], nights: durations[i]?.nights, days: durations[i]?.days, party })),
  })
  return products.map((product, i) =>
    comparisonFacts(product, { best: bests[i]?.data, duration: durations[i], price: codes[i] && durations[i] ? prices[i]?.data : undefined, party }),
  )
}
