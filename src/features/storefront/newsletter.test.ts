import { describe, expect, it } from 'vitest'
import { NEWSLETTER_MESSAGES, newsletterError } from './newsletter'

describe('newsletter e-mail (§5)', () => {
  it('requires a value', () => {
    expect(newsletterError('')).toBe(NEWSLETTER_MESSAGES.required)
    expect(newsletterError('   ')).toBe(NEWSLETTER_MESSAGES.required)
  })
  it('wants one @ and a domain suffix of at least 2 letters', () => {
    for (const bad of [
      'camille',
      'camille@',
      'camille@exemple',
      'camille@exemple.f',
      'ca@mille@exemple.fr',
      'camille @exemple.fr',
      'camille@exemple.12',
      'camille@.fr',
      'camille@exemple..fr',
    ]) {
      expect(newsletterError(bad), bad).toBe(NEWSLETTER_MESSAGES.invalid)
    }
    for (const good of ['camille@exemple.fr', ' camille.martin+voyages@mail.exemple.com ', 'c@ab.io']) expect(newsletterError(good), good).toBeNull()
  })
})
