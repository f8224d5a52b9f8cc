import { Temporal } from 'temporal-polyfill'
import * as z from 'zod/mini'
import { passwordRules as baseRules, type PasswordRule } from 'design-system'
import type { RegisterRequest } from '~/api-contract/account'
import { MIN_ACCOUNT_AGE, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '~/api-contract/constants'
import { hasReachedAge, yearsBefore } from '~/lib/age'
import { isIsoDate } from '~/lib/iso-date'
import { DEFAULT_PHONE_CODE, phoneCodeError, phoneNumberError, stripSpaces } from '~/lib/phone'
import { emailField } from './sign-in.schema'

/** The registration form (booking-and-accounts.md §2, §3, §4, §5). */

export const REGISTER_MESSAGES = {
  gender: 'La salutation est requise',
  firstName: 'Le prénom est requis',
  lastName: 'Le nom est requis',
  passwordRequired: 'Le mot de passe est requis',
  birthDateRequired: 'La date de naissance est requise',
  birthDateInvalid: "La date de naissance n'est pas valide",
  tooYoung: `Vous devez être âgé de ${MIN_ACCOUNT_AGE} ans ou plus`,
  exists: 'Un compte existe déjà avec cet e-mail.',
  invalid: 'Certaines informations ont été refusées. Veuillez les vérifier.',
} as const

/**
 * The password rules: the design system's checklist, with the special characters the API
 * accepts (§5, password change: one of !@#$%^&*()_+-=[]{};':"\|,.<>/?).
 */
export const passwordRules: readonly PasswordRule[] = baseRules.map((rule) =>
  rule.id === 'special' ? { ...rule, test: (p: string) => [...PASSWORD_SPECIAL_CHARACTERS].some((c) => p.includes(c)) } : rule,
)

const PASSWORD_RULE_MESSAGES: Record<string, string> = {
  length: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
  uppercase: 'Le mot de passe doit contenir au moins une lettre majuscule',
  special: 'Le mot de passe doit contenir au moins un caractère spécial',
  digit: 'Le mot de passe doit contenir au moins un chiffre',
}

/** Every message a password earns, in the checklist's order (none: valid). */
export function passwordErrors(password: string): string[] {
  if (!password) return [REGISTER_MESSAGES.passwordRequired]
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => PASSWORD_RULE_MESSAGES[rule.id]!)
}

/** The birth date's message: required, a real date, at least 18 years old today (Paris). */
export function birthDateError(value: string, today?: Temporal.PlainDate): string | undefined {
  if (!value) return REGISTER_MESSAGES.birthDateRequired
  if (!isIsoDate(value)) return REGISTER_MESSAGES.birthDateInvalid
  return hasReachedAge(Temporal.PlainDate.from(value), MIN_ACCOUNT_AGE, today) ? undefined : REGISTER_MESSAGES.tooYoung
}

/**
 * §5: the default date of birth is 18 years ago: where the empty field's calendar opens and its
 * segments start. The field itself starts empty, so no one registers with a birth date they did not give.
 */
export const defaultBirthDate = (today?: Temporal.PlainDate) => yearsBefore(MIN_ACCOUNT_AGE, today).toString()

export interface Preferences {
  /** 'Je ne souhaite pas recevoir d'offres par courrier postal'. */
  noPostalOffers: boolean
  /** Personalised offers yes / no (null: not answered). */
  receivePromoOffers: boolean | null
  /** E-mail communication yes / no (null: not answered). */
  receiveEmailComm: boolean | null
}

/**
 * §4 preference coupling, applied to the field the user changed: opting out of postal offers
 * sets e-mail communication off; personalised offers 'yes' sets the postal opt-out off, 'no'
 * sets it on. A change made by the coupling does not couple further.
 */
export function couplePreferences(current: Preferences, change: Partial<Preferences>): Preferences {
  const next = { ...current, ...change }
  if (change.noPostalOffers === true) next.receiveEmailComm = false
  if (change.receivePromoOffers === true) next.noPostalOffers = false
  if (change.receivePromoOffers === false) next.noPostalOffers = true
  return next
}

export interface RegisterValues extends Preferences {
  gender: 'Mr' | 'Mrs' | ''
  firstName: string
  lastName: string
  email: string
  password: string
  /** YYYY-MM-DD, or '' when the field is cleared. */
  birthDate: string
  /** ISO country of the phone code, and the code without '+'. */
  phoneCountry: string
  phoneCode: string
  phoneNumber: string
  address: string
  postalCode: string
  city: string
  country: string
}

export function defaultRegisterValues(email = ''): RegisterValues {
  return {
    gender: '',
    firstName: '',
    lastName: '',
    email,
    password: '',
    birthDate: '',
    phoneCountry: 'FR',
    phoneCode: DEFAULT_PHONE_CODE,
    phoneNumber: '',
    address: '',
    postalCode: '',
    city: '',
    country: 'FR',
    noPostalOffers: false,
    receivePromoOffers: null,
    receiveEmailComm: null,
  }
}

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message))
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max))

/** The form's validation (messages of §5), run on submit, then on every change. */
export const registerFormSchema = z
  .object({
    gender: z.enum(['', 'Mr', 'Mrs'], REGISTER_MESSAGES.gender).check(z.refine((v) => v !== '', REGISTER_MESSAGES.gender)),
    firstName: required(REGISTER_MESSAGES.firstName).check(z.maxLength(60)),
    lastName: required(REGISTER_MESSAGES.lastName).check(z.maxLength(60)),
    email: emailField,
    password: z.string().check(
      z.superRefine((value, ctx) => {
        for (const message of passwordErrors(value)) ctx.addIssue({ code: 'custom', message, input: value })
      }),
    ),
    birthDate: z.string().check(
      z.superRefine((value, ctx) => {
        const message = birthDateError(value)
        if (message) ctx.addIssue({ code: 'custom', message, input: value })
      }),
    ),
    phoneCountry: z.string(),
    phoneCode: z.string().check(
      z.superRefine((value, ctx) => {
        const message = phoneCodeError(value)
        if (message) ctx.addIssue({ code: 'custom', message, input: value })
      }),
    ),
    phoneNumber: z.string(),
    address: optionalText(200),
    postalCode: optionalText(12),
    city: optionalText(80),
    country: z.string(),
    noPostalOffers: z.boolean(),
    receivePromoOffers: z.nullable(z.boolean()),
    receiveEmailComm: z.nullable(z.boolean()),
  })
  .check(
    z.superRefine((values, ctx) => {
      const message = phoneNumberError(values.phoneNumber, values.phoneCode)
      if (message) ctx.addIssue({ code: 'custom', message, path: ['phoneNumber'], input: values.phoneNumber })
    }),
  )

/** The API's register request (§3): spaces stripped from the phone, empty optionals left out. */
export function toRegisterRequest(values: RegisterValues): RegisterRequest {
  const optional = (value: string) => value.trim() || undefined
  return {
    gender: values.gender === 'Mr' ? 'Mr' : 'Mrs',
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    date_of_birth: values.birthDate,
    phone_number: stripSpaces(values.phoneNumber),
    phone_code: stripSpaces(values.phoneCode).replace(/^\+/, ''),
    address: optional(values.address),
    postal_code: optional(values.postalCode),
    city: optional(values.city),
    country: values.country || 'FR',
    receive_email_comm: values.receiveEmailComm === true,
    receive_promo_offers: values.receivePromoOffers === true,
    no_postal_offers: values.noPostalOffers,
  }
}
