import { foldSearchText } from '~/lib/search-text'
import { PLACE_QUERY_MAX_CHARS, PLACE_SUGGESTIONS_MAX, type Place } from './places'
import { PLACE_SEARCH_MIN_CHARS } from './proximity'

/**
 * French communes and postcodes, looked up on the server (the data never reaches a browser):
 * the gazetteer (.config/fr-gazetteer.ts) is loaded and indexed once, at the first search.
 */

interface Entry {
  place: Omit<Place, 'postcode'>
  /** The name as search compares it (foldSearchText). */
  key: string
  postcodes: string[]
  population: number
  /** A municipal arrondissement (Paris, Lyon, Marseille). */
  district: boolean
  /** Paris, Lyon or Marseille: its postcodes are its arrondissements'. */
  hasDistricts: boolean
}

let index: Promise<Entry[]> | undefined

/** The communes, most populous first (the order of equal matches). */
function entries(): Promise<Entry[]> {
  index ??= import('virtual:fr-gazetteer').then(({ communes, departements }) => {
    const list = communes
      .split('\n')
      .map((line): Entry => {
        const [id = '', name = '', department = '', postcodes = '', lat, lng, population, kind] = line.split('|')
        return {
          place: { id, name, department, departmentName: departements[department] ?? department, latitude: Number(lat), longitude: Number(lng) },
          key: foldSearchText(name),
          postcodes: postcodes ? postcodes.split(' ') : [],
          population: Number(population) || 0,
          district: kind === 'a',
          hasDistricts: false,
        }
      })
      .sort((a, b) => b.population - a.population)
    const parents = new Set(list.filter((e) => e.district).map((e) => e.place.name.split(' ')[0]))
    for (const entry of list) entry.hasDistricts = !entry.district && parents.has(entry.place.name)
    return list
  })
  return index
}

/** 0 the whole name, 1 its start, 2 the start of a later word ('etienne' → Saint-Étienne); -1 no match. */
function nameRank(key: string, query: string): number {
  if (key === query) return 0
  if (key.startsWith(query)) return 1
  return key.includes(` ${query}`) ? 2 : -1
}

/**
 * Communes whose name or postcode starts with the text, accents, case and punctuation aside: the
 * whole name first, then the start of the name, then of a later word, the most populous first in
 * each; a postcode's exact match first, then by postcode. Fewer than 3 characters find nothing; the
 * arrondissements of Paris, Lyon and Marseille answer postcodes and names with their number ('lyon 3').
 */
export async function findPlaces(text: string, limit = PLACE_SUGGESTIONS_MAX): Promise<Place[]> {
  const query = foldSearchText(text.slice(0, PLACE_QUERY_MAX_CHARS))
  if (query.length < PLACE_SEARCH_MIN_CHARS) return []
  const all = await entries()
  const digits = query.replace(/ /g, '')
  if (/^\d+$/.test(digits)) return digits.length > 5 ? [] : byPostcode(all, digits, limit)

  const literal = foldSearchText(text.slice(0, PLACE_QUERY_MAX_CHARS), { literal: true })
  const withNumber = /\d/.test(query)
  const tiers: Entry[][] = [[], [], []]
  for (const entry of all) {
    if (entry.district !== withNumber) continue
    const rank = Math.max(nameRank(entry.key, query), literal === query ? -1 : nameRank(entry.key, literal))
    if (rank >= 0 && tiers[rank]!.length < limit) tiers[rank]!.push(entry)
  }
  return tiers
    .flat()
    .slice(0, limit)
    .map((entry) => ({ ...entry.place, postcode: entry.postcodes.length === 1 ? entry.postcodes[0]! : null }))
}

/** Paris, Lyon and Marseille answer through their arrondissements, one postcode each. */
function byPostcode(all: readonly Entry[], digits: string, limit: number): Place[] {
  const found: { entry: Entry; postcode: string }[] = []
  for (const entry of all) {
    if (entry.hasDistricts) continue
    const postcode = entry.postcodes.find((pc) => pc.startsWith(digits))
    if (postcode) found.push({ entry, postcode })
  }
  return found
    .sort((a, b) => Number(b.postcode === digits) - Number(a.postcode === digits) || a.postcode.localeCompare(b.postcode))
    .slice(0, limit)
    .map(({ entry, postcode }) => ({ ...entry.place, postcode }))
}
