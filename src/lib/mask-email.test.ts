import { describe, expect, it } from 'vitest'
import { maskEmail } from './mask-email'

describe('maskEmail', () => {
  it('keeps the first 3 characters and the domain', () => {
    expect(maskEmail('demo@horizon-voyages.example')).toBe('dem***@horizon-voyages.example')
    expect(maskEmail('camille.martin@exemple.fr')).toBe('cam***@exemple.fr')
  })

  it('does not reveal the length of the local part', () => {
    expect(maskEmail('abcdefghijkl@x.fr')).toBe('abc***@x.fr')
    expect(maskEmail('abcd@x.fr')).toBe('abc***@x.fr')
  })

  it('never shows a short local part beyond itself', () => {
    expect(maskEmail('ab@x.fr')).toBe('ab***@x.fr')
    expect(maskEmail('a@x.fr')).toBe('a***@x.fr')
  })
})
