import { z } from 'zod'
import {
  favoriteSchema,
  profileSchema,
  successReplySchema,
  travelerSchema,
  viewedSchema,
  type clientAddressesRequestSchema,
  type productIdRequestSchema,
  type Profile,
  type travelerRequestSchema,
  type updatePasswordRequestSchema,
  type updateProfileRequestSchema,
} from '~/api-contract/account'
import { apiPath } from '~/server/api'
import { readUserToken } from '~/server/session'
import { apiFailure } from '../account.server'
import { userApiRequest } from '../user-api.server'

/**
 * The client space on the server (client-space.functions.ts; booking-and-accounts.md §7).
 * Signed out (or an expired session) the calls raise the French 'Votre session a expiré…'
 * message; expected refusals (a wrong current password, an e-mail of another account) are results.
 */

export type ProfileUpdate = { ok: true; profile: Profile } | { ok: false; reason: 'email-taken' | 'invalid' }

export const saveProfile = async (data: z.output<typeof updateProfileRequestSchema>): Promise<ProfileUpdate> => {
  try {
    const profile = await userApiRequest({ path: '/auth/update-profile', method: 'POST', body: data, schema: profileSchema, error: 'Failed to update profile' })
    return { ok: true, profile }
  } catch (error) {
    const failure = apiFailure(error)
    if (failure?.status === 409) return { ok: false, reason: 'email-taken' }
    if (failure?.status === 400) return { ok: false, reason: 'invalid' }
    throw error
  }
}

export const changePassword = async (
  data: z.output<typeof updatePasswordRequestSchema>,
): Promise<{ ok: true } | { ok: false; reason: 'wrong-password' | 'invalid' }> => {
  try {
    await userApiRequest({ path: '/auth/update-password', method: 'POST', body: data, schema: successReplySchema, error: 'Failed to update password' })
    return { ok: true }
  } catch (error) {
    const failure = apiFailure(error)
    if (failure?.status === 400) return { ok: false, reason: failure.code === 'invalid_password' ? 'wrong-password' : 'invalid' }
    throw error
  }
}

export const saveClientAddresses = (data: z.output<typeof clientAddressesRequestSchema>) =>
  userApiRequest({ path: '/auth/client', method: 'PATCH', body: data, schema: profileSchema, error: 'Failed to update client' })

/** Saved travellers ([] signed out). */
export const travelers = async () =>
  readUserToken() ? userApiRequest({ path: '/user/travelers', schema: z.array(travelerSchema), error: 'Failed to get travelers' }) : []

export const storeTraveler = (data: { id?: number; traveler: z.output<typeof travelerRequestSchema> }) =>
  userApiRequest({
    path: data.id ? apiPath`/user/travelers/${data.id}` : apiPath`/user/travelers`,
    method: data.id ? 'PUT' : 'POST',
    body: data.traveler,
    schema: travelerSchema,
    error: 'Failed to save traveler',
  })

export const dropTraveler = async (data: { id: number }) => {
  await userApiRequest({ path: apiPath`/user/travelers/${data.id}`, method: 'DELETE', schema: z.unknown(), error: 'Failed to delete traveler' })
  return null
}

/** Favourite products, newest first ([] signed out). */
export const favorites = async () =>
  readUserToken() ? userApiRequest({ path: '/user/products/favorite', schema: z.array(favoriteSchema), error: 'Failed to get favorites' }) : []

export const storeFavorite = (data: z.output<typeof productIdRequestSchema>) =>
  userApiRequest({ path: '/user/products/favorite', method: 'POST', body: data, schema: favoriteSchema, error: 'Failed to add favorite' })

export const dropFavorite = async (data: z.output<typeof productIdRequestSchema>) => {
  await userApiRequest({ path: apiPath`/user/products/favorite/${data.product_id}`, method: 'DELETE', schema: z.unknown(), error: 'Failed to remove favorite' })
  return null
}

/** Viewed products, newest first ([] signed out). */
export const viewedProducts = async () =>
  readUserToken() ? userApiRequest({ path: '/user/products/viewed', schema: z.array(viewedSchema), error: 'Failed to get viewed products' }) : []

export const storeViewed = async (data: z.output<typeof productIdRequestSchema>) => {
  if (!readUserToken()) return null
  await userApiRequest({ path: '/user/products/viewed', method: 'POST', body: data, schema: viewedSchema, error: 'Failed to report viewed product' })
  return null
}
