import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import {
  birthDateError,
  couplePreferences,
  defaultBirthDate,
  defaultRegisterValues,
  passwordErrors,
  passwordRules,
  registerFormSchema,
  toRegisterRequest,
  type Preferences,
  type RegisterValues,
} from './register.schema'

const today = Temporal.PlainDate.from('2026-11-23')

const valid: RegisterValues = {
  ...defaultRegisterValues('ines.roy@example.com'),
  gender: 'Mrs',
  firstName: 'Inès',
  lastName: 'Roy',
  password: 'Voyage2026!',
  birthDate: '1990-04-02',
  phoneNumber: '06 12 34 56 78',
}

function messagesOf(values: RegisterValues): Record<string, string[]> {
  const result = registerFormSchema.safeParse(values)
  const out: Record<string, string[]> = {}
  for (const issue of result.success ? [] : result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message)
  return out
}

describe('registration rules', () => {
  it('password: required, then each missing rule in the checklist order', () => {
    expect(passwordErrors('')).toEqual(['Le mot de passe est requis'])
    expect(passwordErrors('abc')).toEqual([
      'Le mot de passe doit contenir au moins 8 caractères',
      'Le mot de passe doit contenir au moins une lettre majuscule',
      'Le mot de passe doit contenir au moins un caractère spécial',
      'Le mot de passe doit contenir au moins un chiffre',
    ])
    expect(passwordErrors('abcdefgH')).toEqual([
      'Le mot de passe doit contenir au moins un caractère spécial',
      'Le mot de passe doit contenir au moins un chiffre',
    ])
    expect(passwordErrors('Éléphant1!')).toEqual([])
    expect(passwordErrors('Voyage2026!')).toEqual([])
  })

  it('password: the special characters are those the API accepts', () => {
    const special = passwordRules.find((r) => r.id === 'special')!
    for (const c of `!@#$%^&*()_+-=[]{};':"\\|,.<>/?`) expect(special.test(`a${c}`)).toBe(true)
    expect(special.test('Voyage2026~')).toBe(false)
    expect(special.test('Voyage2026€')).toBe(false)
  })

  it('age: 18 or more today; the date the empty field opens on is 18 years ago and passes', () => {
    expect(defaultBirthDate(today)).toBe('2008-11-23')
    expect(birthDateError('2008-11-23', today)).toBeUndefined()
    expect(birthDateError('2008-11-24', today)).toBe('Vous devez être âgé de 18 ans ou plus')
    expect(birthDateError('2030-01-01', today)).toBe('Vous devez être âgé de 18 ans ou plus')
    expect(birthDateError('', today)).toBe('La date de naissance est requise')
    expect(birthDateError('2001-02-30', today)).toBe("La date de naissance n'est pas valide")
  })

  it('an empty form gets every required message at once', () => {
    const messages = messagesOf({ ...defaultRegisterValues(''), phoneCode: '' })
    expect(messages.gender).toEqual(['La salutation est requise'])
    expect(messages.firstName).toEqual(['Le prénom est requis'])
    expect(messages.lastName).toEqual(['Le nom est requis'])
    expect(messages.email?.[0]).toBe("L'e-mail est requis")
    expect(messages.password).toEqual(['Le mot de passe est requis'])
    expect(messages.phoneCode).toEqual(['Le code du pays est requis'])
    expect(messages.phoneNumber).toEqual(['Le numéro de téléphone est requis'])
    // Empty at first: a birth date is given, never taken from the default.
    expect(messages.birthDate).toEqual(['La date de naissance est requise'])
    expect(messages.address).toBeUndefined()
  })

  it('a complete form passes and becomes the API request, spaces stripped', () => {
    expect(messagesOf(valid)).toEqual({})
    expect(toRegisterRequest({ ...valid, city: ' Lyon ', phoneCode: '+33 ' })).toEqual({
      gender: 'Mrs',
      first_name: 'Inès',
      last_name: 'Roy',
      email: 'ines.roy@example.com',
      password: 'Voyage2026!',
      date_of_birth: '1990-04-02',
      phone_number: '0612345678',
      phone_code: '33',
      address: undefined,
      postal_code: undefined,
      city: 'Lyon',
      country: 'FR',
      receive_email_comm: false,
      receive_promo_offers: false,
      no_postal_offers: false,
    })
  })

  it('e-mail: invalid format', () => {
    expect(messagesOf({ ...valid, email: 'ines@' }).email).toEqual(['E-mail invalide'])
    expect(messagesOf({ ...valid, email: 'ines@example.c' }).email).toEqual(['E-mail invalide'])
  })
})

describe('preference coupling (§4)', () => {
  const start: Preferences = { noPostalOffers: false, receivePromoOffers: null, receiveEmailComm: true }

  it('opting out of postal offers sets e-mail communication off', () => {
    expect(couplePreferences(start, { noPostalOffers: true })).toEqual({ noPostalOffers: true, receivePromoOffers: null, receiveEmailComm: false })
    // Opting back in changes nothing else.
    expect(couplePreferences({ ...start, noPostalOffers: true, receiveEmailComm: false }, { noPostalOffers: false })).toEqual({
      noPostalOffers: false,
      receivePromoOffers: null,
      receiveEmailComm: false,
    })
  })

  it("personalised offers 'yes' sets the postal opt-out off, 'no' sets it on", () => {
    expect(couplePreferences({ ...start, noPostalOffers: true }, { receivePromoOffers: true })).toMatchObject({
      noPostalOffers: false,
      receivePromoOffers: true,
    })
    expect(couplePreferences(start, { receivePromoOffers: false })).toEqual({ noPostalOffers: true, receivePromoOffers: false, receiveEmailComm: true })
  })

  it('e-mail communication changes nothing else', () => {
    expect(couplePreferences(start, { receiveEmailComm: false })).toEqual({ ...start, receiveEmailComm: false })
  })
})
