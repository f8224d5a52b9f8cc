import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import type { Profile } from '~/api-contract/account'
import { passwordChangeErrors, profileErrors, toUpdateProfileRequest } from './profile'
import { profileBirthDate, profileValues } from './profile-values'
import { birthDateText } from './DetailsPage'

const profile: Profile = {
  id: 1,
  gender: 'male',
  firstName: 'Hugo',
  lastName: 'Lefèvre',
  fullName: 'Hugo Lefèvre',
  birthDay: 4,
  birthMonth: 7,
  birthYear: 1980,
  phoneNumber: '612345678',
  phoneCode: '33',
  email: 'hugo@exemple.fr',
  consents: { receive_email_comm: true, receive_promo_offers: false, no_postal_offers: true },
  email_verified: true,
  addresses: [],
}
const today = Temporal.PlainDate.from('2026-11-23')

describe('profile payload (§3)', () => {
  it("maps 'Mr' to 'male', anything else to 'female', the birth date in parts, spaces out of the phone", () => {
    const values = { ...profileValues(profile), phoneNumber: '06 12 34 56 78' }
    expect(toUpdateProfileRequest(values)).toEqual({
      gender: 'male',
      first_name: 'Hugo',
      last_name: 'Lefèvre',
      birth_day: 4,
      birth_month: 7,
      birth_year: 1980,
      email: 'hugo@exemple.fr',
      phone_number: '0612345678',
    })
    expect(toUpdateProfileRequest({ ...values, gender: 'Mrs' }).gender).toBe('female')
    expect(toUpdateProfileRequest(values, profile.consents)).toMatchObject({ receive_email_comm: true, no_postal_offers: true })
  })

  it("reads missing birth date parts as empty, shown 'Non défini'", () => {
    expect(profileBirthDate({ birthDay: null, birthMonth: 7, birthYear: 1980 })).toBe('')
    expect(birthDateText({ birthDay: null, birthMonth: 7, birthYear: 1980 })).toBe('Non défini/07/1980')
    expect(birthDateText({ birthDay: null, birthMonth: null, birthYear: null })).toBe('Non défini')
    expect(birthDateText(profile)).toBe('04/07/1980')
  })

  it('has the §5 edit client messages', () => {
    expect(profileErrors({ gender: '', firstName: ' ', lastName: '', email: 'x@', birthDate: '2015-01-01', phoneNumber: '' }, today)).toEqual({
      gender: 'La civilité est requise',
      firstName: 'Le prénom est requis',
      lastName: 'Le nom est requis',
      email: 'E-mail invalide',
      birthDate: 'Vous devez être âgé de 18 ans ou plus',
      phoneNumber: 'Le numéro de téléphone est requis',
    })
    expect(profileErrors(profileValues(profile), today)).toEqual({})
  })
})

describe('password change (§5)', () => {
  it('has every message', () => {
    expect(passwordChangeErrors({ oldPassword: '', password: '', confirmPassword: '' })).toEqual({
      oldPassword: 'Le mot de passe actuel est requis',
      password: 'Le nouveau mot de passe est requis',
      confirmPassword: 'La confirmation du mot de passe est requise',
    })
    expect(passwordChangeErrors({ oldPassword: 'a', password: 'Abc!', confirmPassword: 'x' }).password).toBe(
      'Le mot de passe doit contenir au moins 8 caractères',
    )
    expect(passwordChangeErrors({ oldPassword: 'a', password: 'abcdefg!1', confirmPassword: 'x' }).password).toBe(
      'Le mot de passe doit contenir au moins une lettre majuscule',
    )
    expect(passwordChangeErrors({ oldPassword: 'a', password: 'Abcdefgh1', confirmPassword: 'x' }).password).toBe(
      'Le mot de passe doit contenir au moins un caractère spécial',
    )
    expect(passwordChangeErrors({ oldPassword: 'a', password: 'Abcdefgh!', confirmPassword: 'x' }).password).toBe(
      'Le mot de passe doit contenir au moins un chiffre',
    )
    expect(passwordChangeErrors({ oldPassword: 'a', password: 'Abcdefg!1', confirmPassword: 'Abcdefg!2' })).toEqual({
      confirmPassword: 'Les mots de passe ne correspondent pas',
    })
    expect(passwordChangeErrors({ oldPassword: 'a', password: 'Abcdefg!1', confirmPassword: 'Abcdefg!1' })).toEqual({})
  })
})
