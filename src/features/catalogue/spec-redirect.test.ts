import { describe, expect, it } from 'vitest'
import { specSearchRedirect } from './spec-redirect'

describe('specSearchRedirect', () => {
  it('redirects a results link written with spec names, permanently, to the canonical URL', () => {
    const res = specSearchRedirect(new Request('https://x.test/search-products?type_voyage=circuit&theme=a++b'))
    expect(res?.status).toBe(301)
    expect(res?.headers.get('location')).toBe('/search-products?travelType=circuit&themes=a%2Cb')
  })

  it('lets other paths, methods and canonical links through', () => {
    expect(specSearchRedirect(new Request('https://x.test/search-products?travelType=circuit'))).toBeNull()
    expect(specSearchRedirect(new Request('https://x.test/vol?type_voyage=circuit'))).toBeNull()
    expect(specSearchRedirect(new Request('https://x.test/search-products?type_voyage=circuit', { method: 'POST' }))).toBeNull()
  })

  it('a link with only invalid spec values lands on the bare results page', () => {
    expect(specSearchRedirect(new Request('https://x.test/search-products?type_voyage=%00'))?.headers.get('location')).toBe('/search-products')
  })
})
