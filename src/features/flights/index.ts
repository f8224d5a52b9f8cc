/**
 * The flights domain's public face: what routes and other domains may import. Lazily loaded
 * parts are in lazy.ts.
 */
export { FlightResults } from './components/results/FlightResults'
export { flightResultsQuery, resultsKey, type ResultsKey } from './flights.queries'
export { FLIGHT_SEARCH_DEFAULTS, flightSearchSchema, type FlightSearchParams } from './search.schema'
export { isTripType, TRIP_TYPE_LABELS, TRIP_TYPES, type TripType } from './trip-types'
export { bagText, baggageAllowance, isBaggageOption, serviceStatus, type BagLine, type BaggageAllowance } from './baggage'
export { searchPart, tripSearchParams, type SearchUrlParams, type TripSearch } from './search-url'
export { toSearchData, type SearchData } from './search-data'
export { dayOffset, formatMinutes, parseDuration, passengerDescription, stopsLabel, timeOf } from './format'
