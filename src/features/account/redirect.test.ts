import { describe, expect, it } from 'vitest'
import { signInTarget } from './redirect'

describe('signInTarget', () => {
  it('keeps a same-origin page', () => {
    expect(signInTarget('/client-space/favorites')).toBe('/client-space/favorites')
    expect(signInTarget('/search-products?destination=crete')).toBe('/search-products?destination=crete')
  })

  it('goes to / for anything off-site or missing', () => {
    expect(signInTarget('https://evil.example')).toBe('/')
    expect(signInTarget('//evil.example')).toBe('/')
    expect(signInTarget('/\\evil.example')).toBe('/')
    expect(signInTarget('/%2F%2Fevil.example')).toBe('/')
    expect(signInTarget(undefined)).toBe('/')
  })

  it('never ends on a sign-in page', () => {
    expect(signInTarget('/auth/check-email')).toBe('/')
    expect(signInTarget('/auth/check-email?token=abc')).toBe('/')
    expect(signInTarget('/auth')).toBe('/')
    expect(signInTarget('/authors')).toBe('/authors')
  })
})
