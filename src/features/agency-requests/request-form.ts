import type { AgencyRequestKind, ContactTime } from '~/api-contract/agency-requests'
import { EMAIL_MESSAGES, isValidEmail } from '~/lib/email'

/** The request form's values, labels and French validation. */

export const KIND_LABELS: Record<AgencyRequestKind, string> = { quote: 'Demander un devis', option: 'Poser une option' }

export const CONTACT_TIME_LABELS: Record<ContactTime, string> = {
  any: 'Peu importe',
  morning: 'Le matin (9 h – 12 h)',
  afternoon: 'L’après-midi (14 h – 18 h)',
  evening: 'En soirée (18 h – 20 h)',
}

export interface RequestFormValues {
  firstName: string
  lastName: string
  email: string
  phone: string
  contactTime: ContactTime
  message: string
}

const PHONE = /^\+?[\d\s.-]{6,20}$/

export function requestFormErrors(value: RequestFormValues) {
  const errors: Partial<Record<keyof RequestFormValues, string>> = {}
  if (!value.firstName.trim()) errors.firstName = 'Le prénom est requis'
  if (!value.lastName.trim()) errors.lastName = 'Le nom est requis'
  if (!value.email.trim()) errors.email = EMAIL_MESSAGES.required
  else if (!isValidEmail(value.email)) errors.email = EMAIL_MESSAGES.invalid
  if (value.phone.trim() && !PHONE.test(value.phone.trim())) errors.phone = 'Numéro de téléphone invalide'
  if (value.message.length > 2000) errors.message = 'Le message ne doit pas dépasser 2 000 caractères'
  return errors
}
