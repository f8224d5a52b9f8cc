import { describe, expect, it } from 'vitest'
import { productSchema } from '~/api-contract/catalogue'
import { CRUISE_RANGE_KM, productContent, roomExtras } from './product-content'
import { roomTypesOf } from './rooms'
import { DESTINATIONS, getProducts, productView, type Product } from './products'

const byLabel = new Map(DESTINATIONS.map((d) => [d.label, d]))
const byName = new Map(DESTINATIONS.map((d) => [d.the, d]))
type Place = { lat: number; lng: number }
/** Distance in km, the test's own equirectangular estimate (within a few per cent at these ranges). */
const distance = (a: Place, b: Place) => {
  const x = (b.lng - a.lng) * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180)
  return Math.hypot(x, b.lat - a.lat) * 111.2
}

/** Every way a product's page content contradicts the product (empty when coherent). */
function contradictions(p: Product): string[] {
  const c = productContent(p)
  const out: string[] = []
  const both = c.included.filter((item) => c.not_included.includes(item))
  if (both.length) out.push(`included and not: ${both.join(', ')}`)
  if (p.meal_plan === 'Logement seul' ? !c.not_included.includes('Les repas') : c.not_included.includes('Les repas')) out.push('meals')
  // Drinks are extra with a board short of 'Tout compris' (without a board, the meals line says it).
  if ((p.meal_plan !== 'Tout compris' && p.meal_plan !== 'Logement seul') !== c.not_included.includes('Les boissons')) out.push('drinks')
  if (p.departure_cities.length > 0 !== c.included.some((i) => i.startsWith('Les vols'))) out.push('flights')
  if ((p.type_voyage === 'croisiere') !== c.not_included.includes('Le forfait de séjour, à régler à bord')) out.push('cruise fee')
  for (const r of roomTypesOf(p)) {
    const extras = roomExtras(p, r.code)
    if (extras.includes('Vue mer') && !p.destination.traits.includes('sea')) out.push('sea view inland')
    if (new Set(extras).size !== extras.length || extras.length < 2) out.push(`extras ${r.code}`)
  }
  const tour = p.type_voyage === 'circuit' || p.type_voyage === 'croisiere'
  if (tour !== Boolean(c.programme)) out.push('programme')
  if (c.programme) {
    if (c.programme.length !== p.min_nights + 1) out.push(`days ${c.programme.length}`)
    if (c.programme.some((d, i) => d.day !== i + 1)) out.push('day numbers')
  }
  if (p.type_voyage === 'croisiere') {
    const ports = c.programme!.map((d) => d.port_of_call)
    if (ports[0] !== p.destination.label || ports.at(-1) !== p.destination.label) out.push('home port')
    const kind = p.themes.includes('fluv') ? 'river' : 'sea'
    for (const port of ports.slice(1, -1).filter((x): x is string => Boolean(x))) {
      const d = byLabel.get(port)
      if (!d || !d.traits.includes(kind) || distance(d, p.destination) > CRUISE_RANGE_KM * 1.03) out.push(`port ${port}`)
    }
    if (new Set(ports.slice(1, -1).filter(Boolean)).size !== ports.slice(1, -1).filter(Boolean).length) out.push('port twice')
  }
  if (p.type_voyage === 'circuit') {
    for (const day of c.programme!.filter((d) => d.title.startsWith('Route vers '))) {
      const d = byName.get(day.title.slice('Route vers '.length))
      if (!d || d.country !== p.destination.country) out.push(`stage ${day.title}`)
    }
  }
  return out
}

describe('product page content', () => {
  it('fits every seeded product: lists, board, flights, room extras, programme and ports agree with its facts', () => {
    const wrong = getProducts()
      .map((p) => ({ id: p.product_id, type: p.type_voyage, why: contradictions(p) }))
      .filter((x) => x.why.length)
    expect(wrong).toEqual([])
  })

  it('is the same every time, and passes the contract', () => {
    const products = getProducts().slice(0, 60)
    for (const p of products) {
      expect(productContent(p)).toEqual(productContent(p))
      expect(productSchema.safeParse({ ...productView(p), ...productContent(p) }).success).toBe(true)
    }
  })

  it('gives cruises ports of call and days at sea, and tours their stages', () => {
    const cruise = getProducts().find((p) => p.type_voyage === 'croisiere' && p.themes.includes('marit') && p.min_nights >= 7)!
    const days = productContent(cruise).programme!
    expect(days[0]!.title).toBe(`Embarquement : ${cruise.destination.label}`)
    expect(days.some((d) => d.port_of_call === null && d.title === 'Journée en mer')).toBe(true)
    expect(days.slice(1, -1).some((d) => d.port_of_call && d.title === `Escale : ${d.port_of_call}`)).toBe(true)
    const tours = getProducts().filter((p) => p.type_voyage === 'circuit')
    expect(tours.some((p) => productContent(p).programme!.some((d) => d.title.startsWith('Route vers ')))).toBe(true)
  })
})
