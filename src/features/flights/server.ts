/** The flights domain's server-only parts other domains use: airline and airport names of solutions, airports' time zones. */
export { airportTimeZones, collectCodes, dictionariesFor, type AirlineInfo, type PlaceInfo } from './dictionaries.server'
