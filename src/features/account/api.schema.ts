import { z } from 'zod'

/** Account and user-data replies (booking-and-accounts.md §3). */

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
  email: z.string(),
  consents: z.object({ receive_email_comm: z.boolean(), receive_promo_offers: z.boolean(), no_postal_offers: z.boolean() }),
  email_verified: z.boolean(),
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
export const codeSentReplySchema = z.object({ success: z.boolean(), email: z.string() })
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
