/** Airline and airport names of result rows, as the server sends them (dictionaries.server.ts). */

export interface AirlineInfo {
  name: string
  logo: string
}
export interface PlaceInfo {
  name: string
  city: string
  countryCode: string
}
