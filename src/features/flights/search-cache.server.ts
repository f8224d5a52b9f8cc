import { apiPath, apiRequest } from '~/server/api'
import { cached, forget, memoryLayer } from '~/server/cache'
import { storeDriverName } from '~/server/store'
import { shareStrings } from '~/lib/share-strings'
import { sharedSearchToken } from '~/server/session'
import { flightSearchReplySchema, type Solution } from '~/api-contract/flights'
import { orderCreatedReplySchema } from '~/api-contract/orders'
import { ApiError } from '~/server/errors'
import { computeFilterData, factsByPrice, fastestOf, type FilterData, type SolutionFacts } from './results'
import type { SearchData } from './search-data'

/**
 * The server's cache of flight searches (used by the flights server functions: results,
 * fares, detail, flexible dates). The full solution set stays here.
 */

export interface SearchEntry {
  /** The order the search ran on: the server's own (shared by visitors), never a visitor's. */
  orderId: string
  solutions: Solution[]
  filterData: FilterData
  /** The shortest travel time of the search: the marks' reference ('Trier par meilleure note'). */
  fastest: number
  /** Business case of the reply: 'NO_FLIGHTS', 'RETURN_TICKET_REQUIRED', … */
  error: string | null
}

/**
 * Searches by their search key, shared by every visitor (a first visit or a crawler costs no
 * order of its own); 15 minutes, the price hold (booking-and-accounts.md §4).
 * Bounded by the number of searches and by the flights kept in all.
 */
export const SEARCH_CACHE = { maxEntries: 100, maxFlights: 8_000, ttlMs: 15 * 60 * 1000 }
const searches = memoryLayer<SearchEntry>({ maxEntries: SEARCH_CACHE.maxEntries, weigh: (entry) => entry.solutions.length, maxWeight: SEARCH_CACHE.maxFlights })

/** The flights of one search: the server's order, then the search on it. */
async function runSearchOn(token: string, searchData: SearchData): Promise<SearchEntry> {
  const order = await apiRequest({
    path: '/order/',
    method: 'POST',
    body: { agency: null },
    schema: orderCreatedReplySchema,
    error: 'Failed to create order',
    token,
  })
  const reply = await apiRequest({
    path: apiPath`/order/${order.id}/ticket/search`,
    method: 'POST',
    body: { search_data: searchData },
    schema: flightSearchReplySchema,
    error: 'Failed to fetch flights',
    token,
  })
  return {
    orderId: order.id,
    solutions: reply.solutions,
    filterData: computeFilterData(reply.solutions),
    fastest: fastestOf(reply.solutions),
    error: reply.error?.code ?? null,
  }
}

/** Runs with the server's token, renewed once when the API no longer knows it. */
export async function withSharedToken<T>(call: (token: string) => Promise<T>): Promise<T> {
  try {
    return await call(await sharedSearchToken())
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return call(await sharedSearchToken(true))
    throw error
  }
}

/**
 * A search's key: a digest of its search data, the same on every instance, so that in a shared
 * store (Redis, KV) every instance serves the same search (same order, same solution ids) and
 * none runs it again; this instance's layer in front keeps the parsed solutions of its recent
 * searches.
 */
const SEARCH_TTL_SECONDS = SEARCH_CACHE.ttlMs / 1000
async function searchKeyOf(searchData: SearchData): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(searchData)))
  return `flights:search:${Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** The search's solutions, from the caches or the API (one search per search key, for everyone). */
export async function loadSearch(searchData: SearchData): Promise<SearchEntry> {
  const key = await searchKeyOf(searchData)
  return cached({
    key,
    ttlSeconds: SEARCH_TTL_SECONDS,
    memory: searches,
    store: false,
    // Kept for the cache's life, from the API or the shared store: one copy of each repeated text
    // (~40 % of a parsed search's heap).
    load: () =>
      cached({
        key,
        ttlSeconds: SEARCH_TTL_SECONDS,
        // In the in-memory store (one instance, nothing to share with), a copy would be this
        // layer's search again, as JSON text.
        store: storeDriverName() !== 'memory',
        // An entry written before marks existed has no `fastest`: searched again.
        check: (entry) => typeof entry.fastest === 'number',
        load: () => withSharedToken((token) => runSearchOn(token, searchData)),
      }).then((entry) => {
        shareStrings(entry.solutions)
        return entry
      }),
  })
}

/** Forgets a search everywhere (its order expired on the API). */
export async function forgetSearch(searchData: SearchData): Promise<void> {
  await forget(await searchKeyOf(searchData), searches)
}

/**
 * The days around a search (flexible dates) keep only what the filters read, cheapest first
 * (a few numbers per route, not the full search): bounded by the solutions kept in all; in the
 * store too, so every instance shares the days around a search.
 */
const facts = memoryLayer<SolutionFacts[]>({ maxEntries: 2_000, weigh: (list) => list.length, maxWeight: 60_000 })

/** The facts of a search's solutions, cheapest first: the shown search's if cached, else their own. */
export async function searchFacts(searchData: SearchData): Promise<SolutionFacts[]> {
  const key = await searchKeyOf(searchData)
  const shown = searches.peek(key)
  if (shown) return shown.then((entry) => factsByPrice(entry.solutions))
  return cached({
    key: key.replace(':search:', ':facts:'),
    ttlSeconds: SEARCH_TTL_SECONDS,
    memory: facts,
    // Facts written before CO₂ and baggage were among them are computed again.
    check: (list) => list.length === 0 || 'checkedBag' in list[0]!,
    load: () => withSharedToken((token) => runSearchOn(token, searchData)).then((e) => factsByPrice(e.solutions)),
  })
}
