import { apiPath, apiRequest } from '~/server/api'
import { cached as cachedInStore } from '~/server/cache'
import { getItem, removeItem, setItem, storeDriverName } from '~/server/store'
import { MemoryCache } from '~/server/memory-cache'
import { shareStrings } from '~/lib/share-strings'
import { sharedSearchToken } from '~/server/session'
import { flightSearchReplySchema, type Solution } from '~/api-contract/flights'
import { orderCreatedReplySchema } from '~/api-contract/orders'
import { ApiError } from '~/server/errors'
import { computeFilterData, factsByPrice, fastestOf, type FilterData, type SolutionFacts } from './results'
import type { SearchData } from './search-data'

/**
 * The server's cache of flight searches (used only inside the server functions' handlers of
 * flights.functions.ts and flexible-dates.functions.ts). The full solution set stays here.
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

/** A cached search; `flights` is known once it has answered (the cache's weight). */
interface CachedSearch {
  pending: Promise<SearchEntry>
  flights: number
}

/**
 * Searches by their search key, shared by every visitor (a first visit or a crawler costs no
 * order of its own: issue 14); 15 minutes, the price hold (booking-and-accounts.md §4).
 * Bounded by the number of searches and by the flights kept in all (~3 KB each once parsed).
 */
export const SEARCH_CACHE = { maxEntries: 100, maxFlights: 8_000, ttlMs: 15 * 60 * 1000 }
const searches = new MemoryCache<CachedSearch>(SEARCH_CACHE.maxEntries, SEARCH_CACHE.ttlMs, {
  weigh: (cached) => cached.flights,
  maxWeight: SEARCH_CACHE.maxFlights,
})

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

const searchKeyOf = (searchData: SearchData) => JSON.stringify(searchData)

/**
 * Searches in the server store under a digest of their key, so that every instance serves the
 * same search (same order, same solution ids) and none runs it again; the in-process cache in
 * front of it keeps the parsed solutions of this instance's recent searches. A shared store only
 * (Redis, KV).
 */
const SEARCH_STORE_TTL_SECONDS = SEARCH_CACHE.ttlMs / 1000
async function storeKeyOf(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key))
  return `flights:search:${Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** The store's entry, or the API's answer kept there (a store outage costs only the sharing). */
async function storedSearch(key: string, searchData: SearchData): Promise<SearchEntry> {
  // In the in-memory store (one instance, nothing to share with), a copy would be this cache's
  // search again, as JSON text: ~2 MB of heap for 588 flights (45 MB of a soak's 159 MB).
  if (storeDriverName() === 'memory') return withSharedToken((token) => runSearchOn(token, searchData))
  const storeKey = await storeKeyOf(key)
  const stored = await getItem<SearchEntry>(storeKey).catch(() => undefined)
  // An entry written before marks existed has no `fastest`: searched again.
  if (stored && typeof stored.fastest === 'number') return stored
  const entry = await withSharedToken((token) => runSearchOn(token, searchData))
  await setItem(storeKey, entry, SEARCH_STORE_TTL_SECONDS).catch(() => undefined)
  return entry
}

/** The search's solutions, from the caches or the API (one search per search key, for everyone). */
export function loadSearch(searchData: SearchData): Promise<SearchEntry> {
  const key = searchKeyOf(searchData)
  const cached = searches.get(key)
  if (cached) return cached.pending
  // Concurrent requests for one search share the call; a failure is not kept.
  // Kept for the cache's life, from the API or the shared store: one copy of each repeated text
  // (~40 % of a parsed search's heap).
  const pending = storedSearch(key, searchData).then((result) => {
    shareStrings(result.solutions)
    return result
  })
  const entry: CachedSearch = { pending, flights: 1 }
  searches.set(key, entry)
  entry.pending.then(
    (result) => {
      // Weighed again now that its size is known (only if it is still the cached call).
      if (searches.get(key) !== entry) return
      entry.flights = Math.max(1, result.solutions.length)
      searches.set(key, entry)
    },
    () => {
      if (searches.get(key) === entry) searches.delete(key)
    },
  )
  return entry.pending
}

/** Forgets a search everywhere (its order expired on the API). */
export async function forgetSearch(searchData: SearchData): Promise<void> {
  const key = searchKeyOf(searchData)
  searches.delete(key)
  await removeItem(await storeKeyOf(key)).catch(() => undefined)
}

/**
 * The days around a search (flexible dates) keep only what the filters read, cheapest first
 * (a few numbers per route, not the full search): bounded by the solutions kept in all.
 */
interface CachedFacts {
  pending: Promise<SolutionFacts[]>
  weight: number
}
const facts = new MemoryCache<CachedFacts>(2_000, SEARCH_CACHE.ttlMs, { weigh: (c) => c.weight, maxWeight: 60_000 })

/** The facts of a search's solutions, cheapest first: the shown search's if cached, else their own. */
export function searchFacts(searchData: SearchData): Promise<SolutionFacts[]> {
  const key = searchKeyOf(searchData)
  const shown = searches.get(key)
  if (shown) return shown.pending.then((entry) => factsByPrice(entry.solutions))
  const cached = facts.get(key)
  if (cached) return cached.pending
  // Kept in the store too, so every instance shares the days around a search.
  const pending = storeKeyOf(key).then((storeKey) =>
    cachedInStore(storeKey.replace(':search:', ':facts:'), { ttlSeconds: SEARCH_STORE_TTL_SECONDS }, () =>
      withSharedToken((token) => runSearchOn(token, searchData)).then((e) => factsByPrice(e.solutions)),
    ),
  )
  const entry: CachedFacts = { pending, weight: 1 }
  facts.set(key, entry)
  entry.pending.then(
    (list) => {
      if (facts.get(key) !== entry) return
      entry.weight = Math.max(1, list.length)
      facts.set(key, entry)
    },
    () => {
      if (facts.get(key) === entry) facts.delete(key)
    },
  )
  return entry.pending
}
