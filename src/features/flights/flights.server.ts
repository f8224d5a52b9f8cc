import { z } from 'zod'
import { apiPath, apiRequest } from '~/server/api'
import { cached, memoryLayer } from '~/server/cache'
import { withSessionToken } from '~/server/session'
import { brandedFaresReplySchema, locationSchema } from '~/api-contract/flights'
import { ApiError } from '~/server/errors'
import { errorText } from '~/server/error-messages'
import { USER_MESSAGES } from '~/lib/user-messages'
import type { PlaceValue } from './search-form.schema'
import { searchCodes, searchUrlIssues, type SearchIssue } from './search-check'
import type { KnownPlaces } from './search-url'
import { orderCreatedReplySchema, reserveReplySchema, type ErrorText } from '~/api-contract/orders'
import { collectCodes, dictionariesFor, summaryCodes } from './dictionaries.server'
import { toFlightSummary, type FlightSummary } from './flight-summary'
import type { AirlineName, PlaceInfo } from './dictionary-types'
import { selectResultsPage, solutionMark, type FilterData } from './results'
import { forgetSearch, loadSearch, withSharedToken, type SearchEntry } from './search-cache.server'
import { toSearchData } from './search-data'
import type { FlightSearchParams } from './search.schema'

/** Flight search on the server (flights.functions.ts): the full solution set stays here (search-cache.server.ts). */

export interface FlightResultsPage {
  /** 'invalid': the URL breaks a rule of the form (`issues`); 'incomplete': nothing to search yet. */
  status: 'incomplete' | 'invalid' | 'ok'
  /** The form's messages for the URL's search, by field. */
  issues: SearchIssue[]
  /** The URL's locations as the lookup knows them (names for the form; null: unknown code). */
  known: KnownPlaces
  /** 'NO_FLIGHTS' | 'RETURN_TICKET_REQUIRED' | null */
  error: string | null
  /** The error catalogue's texts for the search's outcome (first page; null: the dialog's own). */
  outcomeText: ErrorText | null
  /** Solutions matching the filters, and in the whole search. */
  total: number
  count: number
  filterData: FilterData | null
  /** What the cards show of the page's solutions, with their marks ('Trier par meilleure note'); the detail panel fetches the rest. */
  items: FlightSummary[]
  /** The CO₂ per passenger (kg) at or under which a listed trip is in the lowest third ('Émissions plus faibles'); null: no estimates. */
  lowEmissionsMax: number | null
  nextOffset: number | null
  /** Names for the codes used by `items` and by the filter data (logos for the items' airlines only). */
  airlines: Record<string, AirlineName>
  places: Record<string, PlaceInfo>
}

/** Location lookups (names and existence of the URL's codes); an hour, shared by everyone (in the store, this instance's in front). */
const locations = memoryLayer<PlaceValue | null>({ maxEntries: 500 })

function lookUpLocation(code: string): Promise<PlaceValue | null> {
  return cached({
    key: `flights:location:${code}`,
    ttlSeconds: 60 * 60,
    memory: locations,
    load: () =>
      apiRequest({ path: apiPath`/locations/${code}`, schema: locationSchema, error: 'Failed to fetch location' }).then(
        (l): PlaceValue => ({ code: l.code, name: l.name, countryCode: l.country_code, countryName: l.country_name, type: l.category }),
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null
          throw error
        },
      ),
  })
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
  outcomeText: null,
  total: 0,
  count: 0,
  filterData: null,
  items: [],
  lowEmissionsMax: null,
  nextOffset: null,
  airlines: {},
  places: {},
})

export interface ResultsRequest {
  search: FlightSearchParams
  offset: number
  limit: number
}

/** One page of the URL's search, filtered and sorted, with the names its rows use. */
export async function resultsPage(data: ResultsRequest): Promise<FlightResultsPage> {
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
    if (error instanceof ApiError && (error.status === 400 || error.status === 422))
      return emptyPage('invalid', [{ field: '', message: USER_MESSAGES.invalid }], known)
    throw error
  }
  const { list, lowEmissionsMax } = selectResultsPage(entry.solutions, data.search)
  const end = data.offset + data.limit
  const items = list.slice(data.offset, end).map((s) => toFlightSummary(s, solutionMark(s, entry.fastest)))
  const used = summaryCodes(items)
  const onCards = new Set(used.carriers)
  if (data.offset === 0) {
    // The first page also names every airline and airport of the filters.
    for (const a of entry.filterData.airlines) used.carriers.add(a.carrier)
    for (const side of entry.filterData.airports) for (const code of [...side.from, ...side.to]) used.codes.add(code)
  }
  // The outcome the results' dialog shows: the reply's error, or no flight at all.
  const outcome = entry.error ?? (entry.solutions.length === 0 ? 'NO_FLIGHTS' : null)
  const [{ airlines, places }, outcomeText] = await Promise.all([dictionariesFor(used), outcome && data.offset === 0 ? errorText(outcome, 'amadeus') : null])
  return {
    status: 'ok',
    issues: [],
    known,
    error: entry.error,
    outcomeText,
    total: list.length,
    count: entry.solutions.length,
    filterData: entry.filterData,
    items,
    lowEmissionsMax,
    nextOffset: end < list.length ? end : null,
    airlines: Object.fromEntries(Object.entries(airlines).map(([code, a]): [string, AirlineName] => [code, onCards.has(code) ? a : { name: a.name }])),
    places,
  }
}

/** The branded fares of one solution of the URL's search (on the search's order). */
export async function brandedFares(data: { search: FlightSearchParams; solutionId: string }) {
  const searchData = toSearchData(data.search)
  if (!searchData) return []
  const fetchFares = async () => {
    const entry = await loadSearch(searchData)
    return withSharedToken(async (token) => {
      const reply = await apiRequest({
        path: apiPath`/order/${entry.orderId}/ticket/branded/search`,
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
}

/** One solution of the URL's search (the detail panel), with its names. */
export async function flightDetail(data: { search: FlightSearchParams; id: string }) {
  const searchData = toSearchData(data.search)
  if (!searchData) return null
  const entry = await loadSearch(searchData)
  const solution = entry.solutions.find((s) => s.id === data.id)
  if (!solution) return null
  return { solution, ...(await dictionariesFor(collectCodes([solution]))) }
}

export type SelectFlightResult =
  | { status: 'reserved'; orderId: string }
  | { status: 'price-changed'; orderId: string; newTotal: number; text?: ErrorText | null }
  | { status: 'fare-changed'; text?: ErrorText | null }
  | { status: 'reserve-failed'; text?: ErrorText | null }

/** The error catalogue's code of each outcome the dialogs show. */
const ERROR_CODES = { 'price-changed': 'PRICE_CHANGED', 'fare-changed': 'FARE_CHANGED', 'reserve-failed': 'AIRLINE_RESERVATION_FAILED' } as const

export interface SelectFlightInput {
  search: FlightSearchParams
  solutionId: string
  agencyId: number
  acceptNewPrice?: boolean
  orderId?: string
}

async function reserveFlight(token: string, data: SelectFlightInput): Promise<SelectFlightResult> {
  let orderId = data.orderId
  if (orderId) {
    await apiRequest({
      path: apiPath`/order/${orderId}/`,
      method: 'PUT',
      body: { agency: data.agencyId },
      schema: z.unknown(),
      error: 'Failed to update order',
      token,
    })
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
      path: apiPath`/order/${orderId}/ticket/search`,
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
      path: apiPath`/order/${orderId}/ticket/reserve`,
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
}

/** Reserves on the visitor's order; a token the API no longer knows is renewed and the selection runs once more. */
export async function selectFlightFor(data: SelectFlightInput): Promise<SelectFlightResult> {
  const result = await withSessionToken((token) => reserveFlight(token, data))
  // The dialogs' texts come from the error catalogue.
  return result.status === 'reserved' ? result : { ...result, text: await errorText(ERROR_CODES[result.status], 'amadeus') }
}
