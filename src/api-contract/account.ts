import { z } from 'zod'
import { isIsoDate } from '~/lib/iso-date'
import { OTP_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from './constants'

/** Account and user-data requests and replies (booking-and-accounts.md §3, §7). */

// ---------------------------------------------------------------------------------------------
// Requests

export const emailSchema = z
  .email()
  .max(254)
  .transform((s) => s.trim().toLowerCase())
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(128)
  .regex(/\p{Lu}/u, 'One uppercase letter')
  .regex(/\d/, 'One digit')
  .refine((p) => [...PASSWORD_SPECIAL_CHARACTERS].some((c) => p.includes(c)), 'One special character')

/** `POST /auth/register` (booking-and-accounts.md §3 register form). */
export const registerRequestSchema = z.object({
  gender: z.enum(['Mr', 'Mrs']),
  first_name: z.string().trim().min(1).max(60),
  last_name: z.string().trim().min(1).max(60),
  email: emailSchema,
  password: passwordSchema,
  date_of_birth: z.string().refine(isIsoDate),
  phone_number: z.string().regex(/^\d{6,17}$/),
  phone_code: z
    .string()
    .regex(/^\d{1,4}$/)
    .default('33'),
  address: z.string().max(200).optional().nullable(),
  postal_code: z.string().max(12).optional().nullable(),
  city: z.string().max(80).optional().nullable(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .default('FR'),
  receive_email_comm: z.boolean().default(false),
  receive_promo_offers: z.boolean().default(false),
  no_postal_offers: z.boolean().default(false),
})

/** A stored address as sent (no id), in `PATCH /auth/client`. */
export const addressRequestSchema = z.object({
  address_type: z.enum(['billing', 'delivery']).default('delivery'),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .default('fr'),
  default: z.boolean().default(false),
  delivery_note: z.string().max(1000).default(''),
  locality: z.string().trim().min(1).max(80),
  phone_number: z.string().max(20).default(''),
  postal_code: z.string().trim().min(1).max(12),
  recipient: z.string().min(1).max(500),
  street_address: z.string().min(1).max(500),
})

/** `POST`/`PUT /user/travelers`. */
export const travelerRequestSchema = z.object({
  category: z.enum(['ADT', 'CHD', 'INF']).default('ADT'),
  title: z.enum(['Mr', 'Mrs', 'Ms']),
  first_name: z.string().trim().min(1).max(60),
  last_name: z.string().trim().min(1).max(60),
  birth_date: z.string().refine(isIsoDate),
  email: z.email().nullable().optional(),
  phone: z
    .string()
    .regex(/^\d{6,17}$/)
    .nullable()
    .optional(),
  phone_code: z
    .string()
    .regex(/^\d{1,4}$/)
    .nullable()
    .optional(),
})

/** Favourite and viewed products. */
export const productIdRequestSchema = z.object({ product_id: z.number().int().positive() })

export const checkEmailRequestSchema = z.object({ email: emailSchema })
export const loginCodeRequestSchema = z.object({ email: emailSchema })
export const loginConfirmRequestSchema = z.object({
  email: emailSchema,
  otp: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`)),
  client_id: z.string().min(1).max(100),
  remember_me: z.boolean().default(false),
})
export const loginLinkRequestSchema = z.object({
  email: emailSchema,
  redirect: z
    .string()
    .regex(/^\/(?!\/)/)
    .max(500)
    .optional(),
})
export const loginLinkConfirmRequestSchema = z.object({ token: z.string().regex(/^[0-9a-f]{32}$/), remember_me: z.boolean().default(false) })
export const resendEmailRequestSchema = z.object({ email: emailSchema })
export const updateProfileRequestSchema = z.object({
  gender: z.enum(['male', 'female']),
  first_name: z.string().trim().min(1).max(60),
  last_name: z.string().trim().min(1).max(60),
  birth_day: z.number().int().min(1).max(31),
  birth_month: z.number().int().min(1).max(12),
  birth_year: z.number().int().min(1900).max(2100),
  email: emailSchema,
  phone_number: z.string().regex(/^\d{6,17}$/),
  /** Communication preferences (saved with the profile; left as they are when absent). */
  receive_email_comm: z.boolean().optional(),
  receive_promo_offers: z.boolean().optional(),
  no_postal_offers: z.boolean().optional(),
})
export const updatePasswordRequestSchema = z.object({ old_password: z.string().min(1).max(128), password: passwordSchema })
/** `POST /auth/login/password`: sign-in with the account's password. */
export const loginPasswordRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(128),
  client_id: z.string().min(1).max(100),
  remember_me: z.boolean().default(false),
})
/** `POST /auth/password/reset`: mail a link to set a new password (the reply never says whether the account exists). */
export const passwordResetRequestSchema = z.object({ email: emailSchema })
export const resetTokenSchema = z.string().regex(/^[0-9a-f]{32}$/)
/** `POST /auth/password/reset/confirm`: the link's token and the new password. */
export const passwordResetConfirmRequestSchema = z.object({ token: resetTokenSchema, password: passwordSchema })
/** `POST /auth/set-password` (signed in, account without a password): a fresh sign-in code and the password. */
export const setPasswordRequestSchema = z.object({ otp: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`)), password: passwordSchema })
export const clientAddressesRequestSchema = z.object({ addresses: z.array(addressRequestSchema).max(20) })

export type RegisterRequest = z.input<typeof registerRequestSchema>
export type AddressRequest = z.input<typeof addressRequestSchema>
export type TravelerRequest = z.input<typeof travelerRequestSchema>
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>

// ---------------------------------------------------------------------------------------------
// Replies

export const storedAddressSchema = z.object({
  id: z.number().int(),
  address_type: z.enum(['billing', 'delivery']),
  country: z.string(),
  default: z.boolean(),
  /** Single-quoted JSON: note and elevator flag. */
  delivery_note: z.string(),
  locality: z.string(),
  phone_number: z.string(),
  postal_code: z.string(),
  /** Single-quoted JSON: first and last name. */
  recipient: z.string(),
  /** Single-quoted JSON: street number and street. */
  street_address: z.string(),
})

export const profileSchema = z.object({
  id: z.number().int(),
  gender: z.enum(['male', 'female']),
  lastName: z.string(),
  firstName: z.string(),
  fullName: z.string(),
  birthDay: z.number().int().nullable(),
  birthMonth: z.number().int().nullable(),
  birthYear: z.number().int().nullable(),
  phoneNumber: z.string(),
  /** The phone's country code without '+' ('33'). */
  phoneCode: z.string().optional(),
  email: z.string(),
  consents: z.object({ receive_email_comm: z.boolean(), receive_promo_offers: z.boolean(), no_postal_offers: z.boolean() }),
  email_verified: z.boolean(),
  /** false: an account opened without a password ('Créer un mot de passe'); absent means it has one. */
  has_password: z.boolean().optional(),
  addresses: z.array(storedAddressSchema),
})

export const sessionReplySchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  remember_me: z.boolean(),
  user: profileSchema,
})
export const checkEmailReplySchema = z.object({ email: z.string(), exists: z.boolean(), email_verified: z.boolean() })
export const codeSentReplySchema = z.object({ success: z.boolean(), email: z.string(), expires_in: z.number().int().optional() })
/** The JSON body of a non-OK reply: `error` is a code (`unauthorized`, `too_many_attempts`, …). */
export const errorReplySchema = z.object({ error: z.string(), message: z.string(), retry_after: z.number().optional() })
export const successReplySchema = z.object({ success: z.boolean() })

export const travelerSchema = z.object({
  id: z.number().int(),
  category: z.enum(['ADT', 'CHD', 'INF']),
  title: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  birth_date: z.string(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
})
export const favoriteSchema = z.object({ id: z.number().int(), product_id: z.number().int(), created_at: z.string() })
export const viewedSchema = z.object({ id: z.number().int(), product_id: z.number().int(), viewed_at: z.string() })

export type Profile = z.output<typeof profileSchema>
export type StoredAddress = z.output<typeof storedAddressSchema>
export type Traveler = z.output<typeof travelerSchema>
export type Favorite = z.output<typeof favoriteSchema>
export type Viewed = z.output<typeof viewedSchema>
