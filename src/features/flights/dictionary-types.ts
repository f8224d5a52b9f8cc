/** Airline and airport names of result rows, as the server sends them (dictionaries.server.ts). */

export interface AirlineInfo {
  name: string
  logo: string
}
/** An airline as the results name it: its logo only where a card shows it (the filters list names). */
export type AirlineName = Pick<AirlineInfo, 'name'> & Partial<Pick<AirlineInfo, 'logo'>>

export interface PlaceInfo {
  name: string
  city: string
  countryCode: string
}
