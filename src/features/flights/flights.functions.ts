import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { apiRequest } from '~/server/api'
import { MemoryCache } from '~/server/memory-cache'
import { cached } from '~/server/cache'
import { getItem, removeItem, setItem } from '~/server/store'
import { earliestDepartureDate, shiftDays } from './search-dates'
import { ensureSessionToken, sharedSearchToken } from '~/server/session'
import { brandedFaresReplySchema, flightSearchReplySchema, locationSchema, type Solution } from '~/api-contract/flights'
import { ApiError } from '~/server/errors'
import { USER_MESSAGES } from '~/lib/user-messages'
import type { PlaceValue } from './search-form.schema'
import { searchCodes, searchUrlIssues, type SearchIssue } from './search-check'
import type { KnownPlaces } from './search-url'
import { orderCreatedReplySchema, reserveReplySchema } from '~/api-contract/orders'
import { collectCodes, dictionariesFor, type AirlineInfo, type PlaceInfo } from './dictionaries'
import { computeFilterData, selectResults, type FilterData } from './results'
import { toSearchData, type SearchData } from './search-data'
import { flightSearchSchema } from './search.schema'

/** Server functions of flight search. The full solution set stays on the server. */

interface SearchEntry {
  /** The order the search ran on: the server's own (shared by visitors), never a visitor's. */
  orderId: string
  solutions: Solution[]
  filterData: FilterData
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
    path: `/order/${order.id}/ticket/search`,
    method: 'POST',
    body: { search_data: searchData },
    schema: flightSearchReplySchema,
    error: 'Failed to fetch flights',
    token,
  })
  return { orderId: order.id, solutions: reply.solutions, filterData: computeFilterData(reply.solutions), error: reply.error?.code ?? null }
}

/** Runs with the server's token, renewed once when the API no longer knows it. */
async function withSharedToken<T>(call: (token: string) => Promise<T>): Promise<T> {
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
 * front of it keeps the parsed solutions of this instance's recent searches.
 */
const SEARCH_STORE_TTL_SECONDS = SEARCH_CACHE.ttlMs / 1000
async function storeKeyOf(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key))
  return `flights:search:${Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** The store's entry, or the API's answer kept there (a store outage costs only the sharing). */
async function storedSearch(key: string, searchData: SearchData): Promise<SearchEntry> {
  const storeKey = await storeKeyOf(key)
  const stored = await getItem<SearchEntry>(storeKey).catch(() => undefined)
  if (stored) return stored
  const entry = await withSharedToken((token) => runSearchOn(token, searchData))
  await setItem(storeKey, entry, SEARCH_STORE_TTL_SECONDS).catch(() => undefined)
  return entry
}

/** Forgets a search everywhere (its order expired on the API). */
async function forgetSearch(searchData: SearchData): Promise<void> {
  const key = searchKeyOf(searchData)
  searches.delete(key)
  await removeItem(await storeKeyOf(key)).catch(() => undefined)
}

/** The search's solutions, from the caches or the API (one search per search key, for everyone). */
function loadSearch(searchData: SearchData): Promise<SearchEntry> {
  const key = searchKeyOf(searchData)
  const hit = searches.get(key)
  if (hit) return hit.pending
  // Concurrent requests for one search share the call; a failure is not kept.
  const entry: CachedSearch = { pending: storedSearch(key, searchData), flights: 1 }
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

/** Cheapest price of a search (flexible dates): the full search is not kept for it. */
const cheapest = new MemoryCache<Promise<number | null>>(2_000, SEARCH_CACHE.ttlMs)

function cheapestPrice(searchData: SearchData): Promise<number | null> {
  const key = searchKeyOf(searchData)
  const shown = searches.get(key)
  if (shown) return shown.pending.then(cheapestOf)
  let pending = cheapest.get(key)
  if (!pending) {
    pending = storeKeyOf(key).then((storeKey) =>
      cached(storeKey.replace(':search:', ':cheapest:'), { ttlSeconds: SEARCH_STORE_TTL_SECONDS }, () =>
        withSharedToken((token) => runSearchOn(token, searchData)).then(cheapestOf),
      ),
    )
    cheapest.set(key, pending)
    pending.catch(() => cheapest.delete(key))
  }
  return pending
}

function cheapestOf(entry: SearchEntry): number | null {
  const min = entry.solutions.reduce((m, s) => Math.min(m, s.priceInfo.total), Infinity)
  return Number.isFinite(min) ? min : null
}

export const PAGE_SIZE = 20

const searchInput = z.object({
  search: flightSearchSchema,
  offset: z.number().int().min(0).max(10_000).default(0),
  limit: z.number().int().min(1).max(100).default(PAGE_SIZE),
})

export interface FlightResultsPage {
  /** 'invalid': the URL breaks a rule of the form (`issues`); 'incomplete': nothing to search yet. */
  status: 'incomplete' | 'invalid' | 'ok'
  /** The form's messages for the URL's search, by field. */
  issues: SearchIssue[]
  /** The URL's locations as the lookup knows them (names for the form; null: unknown code). */
  known: KnownPlaces
  /** 'NO_FLIGHTS' | 'RETURN_TICKET_REQUIRED' | null */
  error: string | null
  /** Solutions matching the filters, and in the whole search. */
  total: number
  count: number
  filterData: FilterData | null
  items: Solution[]
  nextOffset: number | null
  /** Names for the codes used by `items` and by the filter data. */
  airlines: Record<string, AirlineInfo>
  places: Record<string, PlaceInfo>
}

/** Location lookups (names and existence of the URL's codes); an hour, shared by everyone (in the store, this instance's in front). */
const locations = new MemoryCache<Promise<PlaceValue | null>>(500, 60 * 60 * 1000)

function lookUpLocation(code: string): Promise<PlaceValue | null> {
  let pending = locations.get(code)
  if (!pending) {
    pending = cached(`flights:location:${code}`, { ttlSeconds: 60 * 60 }, () =>
      apiRequest({ path: `/locations/${encodeURIComponent(code)}`, schema: locationSchema, error: 'Failed to fetch location' }).then(
        (l): PlaceValue => ({ code: l.code, name: l.name, countryCode: l.country_code, countryName: l.country_name, type: l.category }),
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null
          throw error
        },
      ),
    )
    locations.set(code, pending)
    pending.catch(() => locations.delete(code))
  }
  return pending
}

async function lookUpCodes(codes: string[]): Promise<KnownPlaces> {
  const found = await Promise.all(codes.map(lookUpLocation))
  return Object.fromEntries(codes.map((code, i) => [code, found[i]!]))
}

const emptyPage = (status: FlightResultsPage['status'], issues: SearchIssue[], known: KnownPlaces): FlightResultsPage => ({
  status,
  issues,
  known,
  error: null,
  total: 0,
  count: 0,
  filterData: null,
  items: [],
  nextOffset: null,
  airlines: {},
  places: {},
})

export const searchFlights = createServerFn({ method: 'GET' })
  .validator(searchInput)
  .handler(async ({ data }): Promise<FlightResultsPage> => {
    // The URL is checked with the form's rules first: bad input is the form with its messages.
    const known = await lookUpCodes(searchCodes(data.search))
    const issues = searchUrlIssues(data.search, known)
    if (issues.length) return emptyPage('invalid', issues, known)
    const searchData = toSearchData(data.search)
    if (!searchData) return emptyPage('incomplete', [], known)
    let entry: SearchEntry
    try {
      entry = await loadSearch(searchData)
    } catch (error) {
      // A search the API refuses is still the user's input: the form, with a message.
      if (error instanceof ApiError && (error.status === 400 || error.status === 422)) return emptyPage('invalid', [{ field: '', message: USER_MESSAGES.invalid }], known)
      throw error
    }
    const list = selectResults(entry.solutions, data.search)
    const end = data.offset + data.limit
    const items = list.slice(data.offset, end)
    const used = collectCodes(items)
    if (data.offset === 0) {
      // The first page also names every airline and airport of the filters.
      for (const a of entry.filterData.airlines) used.carriers.add(a.carrier)
      for (const side of entry.filterData.airports) for (const code of [...side.from, ...side.to]) used.codes.add(code)
    }
    const { airlines, places } = await dictionariesFor(used)
    return {
      status: 'ok',
      issues: [],
      known,
      error: entry.error,
      total: list.length,
      count: entry.solutions.length,
      filterData: entry.filterData,
      items,
      nextOffset: end < list.length ? end : null,
      airlines,
      places,
    }
  })

/** The branded fares of one solution of the URL's search (on the search's order). */
export const getBrandedFares = createServerFn({ method: 'GET' })
  .validator(z.object({ search: flightSearchSchema, solutionId: z.string().min(1).max(100) }))
  .handler(async ({ data }) => {
    const searchData = toSearchData(data.search)
    if (!searchData) return []
    const fetchFares = async () => {
      const entry = await loadSearch(searchData)
      return withSharedToken(async (token) => {
        const reply = await apiRequest({
          path: `/order/${entry.orderId}/ticket/branded/search`,
          method: 'POST',
          body: { solution_id: data.solutionId },
          schema: brandedFaresReplySchema,
          error: 'Failed to fetch fares',
          token,
        })
        return reply.solutions
      })
    }
    try {
      return await fetchFares()
    } catch (error) {
      // The API forgot the search's order (expired): search again, once.
      if (!(error instanceof ApiError && error.status === 404)) throw error
      await forgetSearch(searchData)
      return fetchFares()
    }
  })

/** One solution of the URL's search (the detail panel), with its names. */
export const getFlightDetail = createServerFn({ method: 'GET' })
  .validator(z.object({ search: flightSearchSchema, id: z.string().min(1).max(100) }))
  .handler(async ({ data }) => {
    const searchData = toSearchData(data.search)
    if (!searchData) return null
    const entry = await loadSearch(searchData)
    const solution = entry.solutions.find((s) => s.id === data.id)
    if (!solution) return null
    return { solution, ...(await dictionariesFor(collectCodes([solution]))) }
  })

export type SelectFlightResult =
  | { status: 'reserved'; orderId: string }
  | { status: 'price-changed'; orderId: string; newTotal: number }
  | { status: 'fare-changed' }
  | { status: 'reserve-failed' }

/**
 * 'Sélectionner': the visitor's own order is created now (with the chosen agency) and the URL's
 * search is run on it, then the solution (or one of its fares) is reserved. After a price rise,
 * the visitor accepts on that same order (`orderId`). The business outcomes of the spec come back
 * as statuses for the modals.
 */
export const selectFlight = createServerFn({ method: 'POST' })
  .validator(
    z.object({
      search: flightSearchSchema,
      solutionId: z.string().min(1).max(120),
      agencyId: z.number().int().positive(),
      acceptNewPrice: z.boolean().optional(),
      orderId: z.string().min(1).max(40).optional(),
    }),
  )
  .handler(async ({ data }): Promise<SelectFlightResult> => {
    const token = await ensureSessionToken()
    let orderId = data.orderId
    if (orderId) {
      await apiRequest({ path: `/order/${orderId}/`, method: 'PUT', body: { agency: data.agencyId }, schema: z.unknown(), error: 'Failed to update order', token })
    } else {
      const searchData = toSearchData(data.search)
      if (!searchData) return { status: 'reserve-failed' }
      const order = await apiRequest({
        path: '/order/',
        method: 'POST',
        body: { agency: data.agencyId },
        schema: orderCreatedReplySchema,
        error: 'Failed to create order',
        token,
      })
      orderId = order.id
      // The solutions are not read here (the reserve finds the chosen one on the order).
      const searched = await apiRequest({
        path: `/order/${orderId}/ticket/search`,
        method: 'POST',
        body: { search_data: searchData },
        schema: z.object({ error: z.object({ code: z.string() }).nullable().optional() }),
        error: 'Failed to fetch flights',
        token,
      })
      if (searched.error) return { status: 'reserve-failed' }
    }
    let reply
    try {
      reply = await apiRequest({
        path: `/order/${orderId}/ticket/reserve`,
        method: 'POST',
        body: { solution_id: data.solutionId, ...(data.acceptNewPrice ? { accept_new_price: true } : {}) },
        schema: reserveReplySchema,
        error: 'Failed to reserve order',
        token,
      })
    } catch (error) {
      // The flight is no longer in the search's results.
      if (error instanceof ApiError && error.status === 404) return { status: 'reserve-failed' }
      throw error
    }
    if (reply.success) return { status: 'reserved', orderId }
    if (reply.new_ticket_price !== null && reply.new_total_price !== null) return { status: 'price-changed', orderId, newTotal: reply.new_total_price }
    if (reply.new_ticket_price !== null) return { status: 'fare-changed' }
    return { status: 'reserve-failed' }
  })
const FLEX_DAYS = 3

/**
 * The flexible-dates strip: the cheapest price for departures ±3 days around the search (the
 * return moves with it), dates before today + 3 days left out.
 */
export const getFlexibleDates = createServerFn({ method: 'GET' })
  .validator(z.object({ search: flightSearchSchema }))
  .handler(async ({ data }) => {
    const search = data.search
    if (search._type === 'multiDestinations' || !search.departure) return []
    const earliest = earliestDepartureDate()
    const offsets = Array.from({ length: 2 * FLEX_DAYS + 1 }, (_, i) => i - FLEX_DAYS)
    const days = await Promise.all(
      offsets.map(async (offset) => {
        const departure = shiftDays(search.departure!, offset)
        const ret = search.return ? shiftDays(search.return, offset) : undefined
        if (departure < earliest) return null
        const searchData = toSearchData({ ...search, departure, return: ret })
        if (!searchData) return null
        const price = await cheapestPrice(searchData).catch(() => null)
        return { departure, return: ret ?? null, price }
      }),
    )
    return days.filter((d): d is NonNullable<typeof d> => d !== null)
  })
