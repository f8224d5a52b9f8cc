import type { Profile } from '~/api-contract/account'
import { isIsoDate } from '~/lib/iso-date'

/** The profile read for the forms (light: also used by the booking payer prefill). */

export const NOT_SET = 'Non défini'

export interface ProfileValues {
  gender: 'Mr' | 'Mrs' | ''
  firstName: string
  lastName: string
  email: string
  /** YYYY-MM-DD or ''. */
  birthDate: string
  phoneNumber: string
}

export type Consents = Profile['consents']

/** The birth date of the profile as YYYY-MM-DD, or '' when a part is missing or impossible. */
export function profileBirthDate(p: Pick<Profile, 'birthDay' | 'birthMonth' | 'birthYear'>): string {
  if (!p.birthDay || !p.birthMonth || !p.birthYear) return ''
  const iso = `${String(p.birthYear).padStart(4, '0')}-${String(p.birthMonth).padStart(2, '0')}-${String(p.birthDay).padStart(2, '0')}`
  return isIsoDate(iso) ? iso : ''
}

export function profileValues(p: Profile): ProfileValues {
  return {
    gender: p.gender === 'male' ? 'Mr' : 'Mrs',
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    birthDate: profileBirthDate(p),
    phoneNumber: p.phoneNumber,
  }
}
