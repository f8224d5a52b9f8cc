import { describe, expect, it } from 'vitest'
import { firstError } from './form-errors'

describe('firstError', () => {
  it('gives the first message, a string or an issue', () => {
    expect(firstError([undefined, 'Le champ est requis', 'autre'])).toBe('Le champ est requis')
    expect(firstError([null, { message: 'Adresse e-mail invalide' }])).toBe('Adresse e-mail invalide')
  })
  it('gives nothing without errors', () => {
    expect(firstError(undefined)).toBeUndefined()
    expect(firstError([])).toBeUndefined()
    expect(firstError([undefined, null])).toBeUndefined()
  })
})
