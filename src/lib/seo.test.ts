import { describe, expect, it } from 'vitest'
import { canonicalUrl, pageHead } from './seo'

describe('pageHead', () => {
  it('adds the canonical link and the robots meta when asked', () => {
    expect(pageHead('Vols', undefined, { canonical: '/vol', noindex: true })).toEqual({
      meta: [{ title: 'Vols | Horizon Voyages' }, { name: 'robots', content: 'noindex' }],
      links: [{ rel: 'canonical', href: '/vol' }],
    })
    expect(pageHead('Vols', 'Desc')).toEqual({ meta: [{ title: 'Vols | Horizon Voyages' }, { name: 'description', content: 'Desc' }], links: [] })
  })
})

describe('canonicalUrl', () => {
  const options = { defaults: { orderBy: 'price_asc', themes: [] }, omit: ['layout', 'map'] }
  it('is the same for every order of the same parameters, defaults and presentation left out', () => {
    const a = canonicalUrl(
      '/search-products',
      { travelType: 'circuit', themes: ['plage', 'famille'], orderBy: 'price_asc', layout: 'list', map: true },
      options,
    )
    const b = canonicalUrl('/search-products', { map: false, themes: ['famille', 'plage'], layout: 'grid', travelType: 'circuit' }, options)
    expect(a).toBe(b)
    expect(a).toBe('/search-products?themes=%5B%22famille%22%2C%22plage%22%5D&travelType=circuit')
  })
  it('keeps a sort that is not the default, and gives the bare path when nothing is left', () => {
    expect(canonicalUrl('/search-products', { orderBy: 'mark_desc' }, options)).toBe('/search-products?orderBy=mark_desc')
    expect(canonicalUrl('/search-products', { orderBy: 'price_asc', themes: [], budget: undefined }, options)).toBe('/search-products')
  })
})
