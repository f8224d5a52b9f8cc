import { z } from 'zod'

/** Places of the agency search by place (French communes and postcodes): shared by the server lookup and the drawer. */

export interface Place {
  /** INSEE code of the commune. */
  id: string
  name: string
  /** The postcode the search matched, or the commune's only one; null for a town of several. */
  postcode: string | null
  department: string
  departmentName: string
  latitude: number
  longitude: number
}

/** At most this many suggestions. */
export const PLACE_SUGGESTIONS_MAX = 8
export const PLACE_QUERY_MAX_CHARS = 100

/** The place search's input: longer text is refused (a 400), never searched. */
export const placeSearchInput = () => z.object({ text: z.string().max(PLACE_QUERY_MAX_CHARS) })

/** A suggestion's second line: '38200 · Isère (38)', without the postcode for a town of several. */
export function placeDetails(place: Place): string {
  return [place.postcode, `${place.departmentName} (${place.department})`].filter(Boolean).join(' · ')
}
