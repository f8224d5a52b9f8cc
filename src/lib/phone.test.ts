import { describe, expect, it } from 'vitest'
import { PHONE_MESSAGES, phoneCodeError, phoneNumberError, stripSpaces } from './phone'

describe('phone rules', () => {
  it('strips spaces', () => {
    expect(stripSpaces(' 06 12\u00a034 56 78 ')).toBe('0612345678')
  })

  it('accepts 6 to 17 digits counting the country code', () => {
    expect(phoneNumberError('06 12 34 56 78', '33')).toBeUndefined()
    expect(phoneNumberError('123456', '33')).toBeUndefined()
    expect(phoneNumberError('123456789012345', '33')).toBeUndefined()
    expect(phoneNumberError('1234567890123456', '33')).toBe(PHONE_MESSAGES.tooLong)
  })

  it('gives one message per problem', () => {
    expect(phoneNumberError('', '33')).toBe('Le numéro de téléphone est requis')
    expect(phoneNumberError('   ', '33')).toBe('Le numéro de téléphone est requis')
    expect(phoneNumberError('06-12-34', '33')).toBe(PHONE_MESSAGES.digitsOnly)
    expect(phoneNumberError('12345', '33')).toBe(PHONE_MESSAGES.tooShort)
  })

  it('requires a country code', () => {
    expect(phoneCodeError('33')).toBeUndefined()
    expect(phoneCodeError('+352')).toBeUndefined()
    expect(phoneCodeError('')).toBe('Le code du pays est requis')
    expect(phoneCodeError('abc')).toBe('Le code du pays est requis')
  })
})
