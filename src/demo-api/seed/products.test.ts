import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { accommodationsFor, buildTitle, mealPlansFor, partsAgree, prefixesFor, suffixesFor, themeFits, typeFits } from './coherence'
import { getProducts, getProductsById, type Product } from './products'
import { homePage } from './storefront'

/** Every way a product contradicts itself, by the seed's rules (empty when coherent). */
export function contradictions(p: Product): string[] {
  const d = p.destination
  const out: string[] = []
  if (!typeFits(p.type_voyage, d)) out.push(`type ${p.type_voyage} at ${d.code}`)
  if (!accommodationsFor(p.type_voyage, d).includes(p.accommodation_type)) out.push(`accommodation ${p.accommodation_type}`)
  if (!mealPlansFor(p.type_voyage, p.accommodation_type).some((m) => m === p.meal_plan)) out.push(`board ${p.meal_plan}`)
  if ((p.type_voyage === 'location') !== (p.departure_cities.length === 0)) out.push('transport')
  for (const t of p.themes) if (!themeFits(t, d, p.meal_plan)) out.push(`theme ${t}`)
  if (p.type_voyage === 'croisiere' && !p.themes.some((t) => t === 'marit' || t === 'fluv')) out.push('cruise kind')
  const facts = { type: p.type_voyage, destination: d, accommodation: p.accommodation_type, themes: p.themes }
  const titles = prefixesFor(facts).flatMap((pre) =>
    suffixesFor(facts)
      .filter((suf) => partsAgree(pre, suf))
      .map((suf) => buildTitle(p.type_voyage, d, pre, suf, p.stars)),
  )
  if (!titles.includes(p.title)) out.push(`title ${p.title}`)
  return out
}

describe('seeded products', () => {
  it('are coherent: type, accommodation, board, transport, themes and name fit the place and each other', () => {
    const wrong = getProducts()
      .map((p) => ({ id: p.product_id, at: p.destination.code, why: contradictions(p) }))
      .filter((w) => w.why.length > 0)
    expect(wrong).toEqual([])
  })

  it('keep every type in the catalogue, with rentals and cruises only where the rules allow them', () => {
    const products = getProducts()
    const byType = new Map<string, Product[]>()
    for (const p of products) byType.set(p.type_voyage, [...(byType.get(p.type_voyage) ?? []), p])
    expect([...byType.keys()].sort()).toEqual(['circuit', 'croisiere', 'location', 'sejour'])
    const rentalCountries = new Set(byType.get('location')!.map((p) => p.destination.country))
    expect(rentalCountries.has('FR') && rentalCountries.size > 1).toBe(true)
    expect(byType.get('croisiere')!.some((p) => p.themes.includes('fluv'))).toBe(true)
    expect(products.filter((p) => p.title.includes('Mobil-homes') && p.destination.code === 'thailande')).toEqual([])
  })

  it('home flash sales mention flights, transfers and board only as their product has them, every day of a quarter', () => {
    const products = getProductsById()
    const start = Temporal.PlainDate.from('2026-11-28')
    let withoutFlights = 0
    for (let day = 0; day < 92; day++) {
      const home = homePage(start.add({ days: day }))
      const sales = home.blocks.find((b) => b.type === 'flash_sales')!.value.modules
      for (const { value } of sales as { value: Record<string, unknown> & { product: { product_id: number } } }[]) {
        const p = products.get(value.product.product_id)!
        const flights = p.departure_cities.length > 0
        if (!flights) withoutFlights++
        expect({ id: p.product_id, flights: value.free_mention_1 === 'Vols inclus', board: value.free_mention_2 }).toEqual({
          id: p.product_id,
          flights,
          board: p.meal_plan,
        })
        if (value.free_mention_3 !== null)
          expect({ id: p.product_id, flights, transfers: value.free_mention_3 }).toEqual({ id: p.product_id, flights: true, transfers: 'Transferts offerts' })
        expect(value.description).toBe(`${p.destination.label} — ${p.min_nights} nuits, ${p.meal_plan.toLowerCase()}`)
      }
    }
    // Rentals (no flights) do come up in the sales: the 'no flights' branch was exercised.
    expect(withoutFlights).toBeGreaterThan(0)
  })
})
