import { queryOptions } from '@tanstack/react-query'
import { getSelectedAgency, nearbyAgencies, searchAgencies, searchPlaces } from './agencies.functions'

/** Spec cache times: agency queries 0, nearby agencies and places (location data) infinite. */

export const agencyKeys = {
  selected: ['agencies', 'selected'] as const,
  search: (search: string) => ['agencies', 'search', search] as const,
  nearby: (lat: number, lng: number, distance: number) => ['agencies', 'nearby', lat, lng, distance] as const,
  places: (text: string) => ['agencies', 'places', text] as const,
}

export const selectedAgencyQuery = () => queryOptions({ queryKey: agencyKeys.selected, queryFn: () => getSelectedAgency(), staleTime: 0 })

export const agencySearchQuery = (search: string) =>
  queryOptions({ queryKey: agencyKeys.search(search), queryFn: () => searchAgencies({ data: { search } }), staleTime: 0 })

export const nearbyAgenciesQuery = (lat: number, lng: number, distance: number) =>
  queryOptions({
    queryKey: agencyKeys.nearby(lat, lng, distance),
    queryFn: () => nearbyAgencies({ data: { lat, lng, distance } }),
    staleTime: Infinity,
  })

/** French communes and postcodes starting with the text (the agency search by place). */
export const placeSearchQuery = (text: string) =>
  queryOptions({ queryKey: agencyKeys.places(text), queryFn: () => searchPlaces({ data: { text } }), staleTime: Infinity })
