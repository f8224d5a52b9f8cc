import { describe, expect, it } from 'vitest'
import { dialCode, formatPhone, PHONE_COUNTRIES, PHONE_MESSAGES, phoneCodeError, phoneNumberError, stripSpaces, toE164 } from './phone'

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

describe('formatPhone', () => {
  it('writes French numbers +33 and pairs, with or without the national 0', () => {
    expect(formatPhone('33', '0612345678')).toBe('+33 6 12 34 56 78')
    expect(formatPhone('33', '612345678')).toBe('+33 6 12 34 56 78')
    expect(formatPhone('+33', '06 12 34 56 78')).toBe('+33 6 12 34 56 78')
    expect(formatPhone('33', '01.42.68.53.00')).toBe('+33 1 42 68 53 00')
    expect(formatPhone('33', '142685300')).toBe('+33 1 42 68 53 00')
  })

  it('groups foreign numbers as their country writes them, keeping every digit', () => {
    expect(formatPhone('44', '07911123456')).toBe('+44 7911 123456')
    expect(formatPhone('1', '2015550123')).toBe('+1 201 555 0123')
    expect(formatPhone('41', '0781234567')).toBe('+41 78 123 45 67')
    expect(formatPhone('39', '0212345678')).toBe('+39 021 234 5678')
    expect(formatPhone('49', '015123456789')).toBe('+49 151 234 567 89')
    expect(formatPhone('352', '621123456')).toBe('+352 621 123 456')
  })

  it('reads a number already written internationally', () => {
    expect(formatPhone('33', '+44 7911 123456')).toBe('+44 7911 123456')
    expect(formatPhone('', '+33 0612345678')).toBe('+33 6 12 34 56 78')
    expect(formatPhone('', '0033612345678')).toBe('+33 6 12 34 56 78')
    expect(formatPhone('', '+352621123456')).toBe('+352 621 123 456')
  })

  it('returns anything else as given', () => {
    expect(formatPhone('33', '')).toBe('')
    expect(formatPhone('33', 'appelez-moi')).toBe('appelez-moi')
    expect(formatPhone('33', '06 12 AB')).toBe('06 12 AB')
    expect(formatPhone('', '0612345678')).toBe('0612345678')
    expect(formatPhone('abc', '0612345678')).toBe('0612345678')
    expect(formatPhone('33', '+')).toBe('+')
  })
})

describe('the countries table', () => {
  it('gives each country its calling code, one entry per country', () => {
    expect(dialCode('FR')).toBe('33')
    expect(dialCode('CA')).toBe('1')
    expect(dialCode('XX')).toBe('')
    expect(new Set(PHONE_COUNTRIES.map((c) => c.code)).size).toBe(PHONE_COUNTRIES.length)
  })

  it("is how numbers are written: each country's groups, whether its leading 0 stays, a '+…' number split at its calling code", () => {
    for (const { dial, groups } of PHONE_COUNTRIES) {
      for (const [length, sizes] of Object.entries(groups ?? {})) {
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(Number(length))
        const national = '9'.repeat(Number(length))
        expect(formatPhone('', `+${dial}${national}`)).toBe(`+${dial} ${sizes.map((n) => '9'.repeat(n)).join(' ')}`)
      }
      expect(formatPhone('', `+${dial}123456`).startsWith(`+${dial} `)).toBe(true)
    }
    expect(formatPhone('378', '0549 123456')).toBe('+378 054 912 3456')
    expect(formatPhone('242', '06 123 4567')).toBe('+242 061 234 567')
    expect(formatPhone('225', '0701020304')).toBe('+225 07 01 02 03 04')
  })
})

describe('toE164', () => {
  it('writes the number as stored', () => {
    expect(toE164('33', '06 12 34 56 78')).toBe('+33612345678')
    expect(toE164('+39', '0212345678')).toBe('+390212345678')
    expect(toE164('33', 'x')).toBeNull()
  })
})
