import { describe, expect, it } from 'vitest'
import { isValidEmail } from './email'

describe('isValidEmail', () => {
  it('needs a domain suffix of 2 letters or more', () => {
    expect(isValidEmail('jean.dupont@example.fr')).toBe(true)
    expect(isValidEmail(' a@b.travel ')).toBe(true)
    expect(isValidEmail('a@b.c')).toBe(false)
    expect(isValidEmail('a@b')).toBe(false)
    expect(isValidEmail('a@b.12')).toBe(false)
    expect(isValidEmail('a b@c.fr')).toBe(false)
    expect(isValidEmail('@c.fr')).toBe(false)
  })
})
