import { describe, expect, it } from 'vitest'
import { mainSiteUrl } from '~/lib/main-site'
import { menuLinkKind, splitRouteUrl } from './menu-links'

describe('menu links', () => {
  it('opens other sites and the main site in a new tab, server pages as documents, the rest as routes', () => {
    expect(menuLinkKind('https://www.example.com/coffrets')).toBe('external')
    expect(menuLinkKind('//cdn.example.com/x')).toBe('external')
    expect(menuLinkKind(mainSiteUrl('/ventes-flash'))).toBe('external')
    expect(menuLinkKind('/api/v2/demo/mailbox')).toBe('document')
    expect(menuLinkKind('tel:0892350648')).toBe('document')
    expect(menuLinkKind('/search-products?travelType=sejour')).toBe('route')
    expect(menuLinkKind('/')).toBe('route')
  })

  it('splits a route URL for the router', () => {
    expect(splitRouteUrl('/search-products?travelType=circuit&themes=auto')).toEqual({
      to: '/search-products',
      search: { travelType: 'circuit', themes: 'auto' },
      hash: undefined,
    })
    expect(splitRouteUrl('/#ventes-flash')).toEqual({ to: '/', search: {}, hash: 'ventes-flash' })
  })
})
