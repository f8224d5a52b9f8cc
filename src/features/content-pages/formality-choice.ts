/** Where a formality page applies: a country, and an area within it ('' or the country's code: the whole country). */
export interface FormalityPlace {
  country_code: string
  area_code: string
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The formality page for a destination: the page of the first of its areas (most precise first:
 * a destination, its region, an airport) that has one of its own, else the country's own page,
 * else the country's first page (an API may mark its country page with a wider zone).
 */
export function chooseFormalityPage<P extends FormalityPlace>(pages: readonly P[], countryCode: string, areas: readonly string[] = []): P | undefined {
  const ofCountry = pages.filter((p) => same(p.country_code, countryCode))
  for (const area of areas) {
    const page = area ? ofCountry.find((p) => same(p.area_code, area)) : undefined
    if (page) return page
  }
  return ofCountry.find((p) => !p.area_code || same(p.area_code, countryCode)) ?? ofCountry[0]
}
