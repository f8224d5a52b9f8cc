import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  clientAddressesRequestSchema,
  favoriteSchema,
  productIdRequestSchema,
  profileSchema,
  successReplySchema,
  travelerRequestSchema,
  travelerSchema,
  updatePasswordRequestSchema,
  updateProfileRequestSchema,
  viewedSchema,
  type Profile,
} from '~/api-contract/account'
import { apiPath } from '~/server/api'
import { readUserToken } from '~/server/session'
import { apiFailure } from '../account.functions'
import { userApiRequest } from '../user-api'

/**
 * Server functions of the client space (booking-and-accounts.md §7): profile and password
 * updates, the address list, saved travellers, favourite and viewed products. Signed out (or an
 * expired session) they raise the French 'Votre session a expiré…' message; expected refusals
 * (a wrong current password, an e-mail of another account) are results.
 */

export type ProfileUpdate = { ok: true; profile: Profile } | { ok: false; reason: 'email-taken' | 'invalid' }

/** 'Modifier mes informations personnelles' and the communication preferences. */
export const updateProfile = createServerFn({ method: 'POST' })
  .validator(updateProfileRequestSchema)
  .handler(async ({ data }): Promise<ProfileUpdate> => {
    try {
      const profile = await userApiRequest({ path: '/auth/update-profile', method: 'POST', body: data, schema: profileSchema, error: 'Failed to update profile' })
      return { ok: true, profile }
    } catch (error) {
      const failure = apiFailure(error)
      if (failure?.status === 409) return { ok: false, reason: 'email-taken' }
      if (failure?.status === 400) return { ok: false, reason: 'invalid' }
      throw error
    }
  })

/** 'Modifier mon mot de passe': a wrong current password is `wrong-password`. */
export const updatePassword = createServerFn({ method: 'POST' })
  .validator(updatePasswordRequestSchema)
  .handler(async ({ data }): Promise<{ ok: true } | { ok: false; reason: 'wrong-password' | 'invalid' }> => {
    try {
      await userApiRequest({ path: '/auth/update-password', method: 'POST', body: data, schema: successReplySchema, error: 'Failed to update password' })
      return { ok: true }
    } catch (error) {
      const failure = apiFailure(error)
      if (failure?.status === 400) return { ok: false, reason: failure.code === 'invalid_password' ? 'wrong-password' : 'invalid' }
      throw error
    }
  })

/** The address book: the whole list replaces the stored one; the new profile comes back. */
export const saveAddresses = createServerFn({ method: 'POST' })
  .validator(clientAddressesRequestSchema)
  .handler(({ data }) => userApiRequest({ path: '/auth/client', method: 'PATCH', body: data, schema: profileSchema, error: 'Failed to update client' }))

/** Saved travellers ([] signed out). */
export const getTravelers = createServerFn({ method: 'GET' }).handler(async () =>
  readUserToken() ? userApiRequest({ path: '/user/travelers', schema: z.array(travelerSchema), error: 'Failed to get travelers' }) : [],
)

export const saveTraveler = createServerFn({ method: 'POST' })
  .validator(z.object({ id: z.number().int().positive().optional(), traveler: travelerRequestSchema }))
  .handler(({ data }) =>
    userApiRequest({
      path: data.id ? apiPath`/user/travelers/${data.id}` : apiPath`/user/travelers`,
      method: data.id ? 'PUT' : 'POST',
      body: data.traveler,
      schema: travelerSchema,
      error: 'Failed to save traveler',
    }),
  )

export const deleteTraveler = createServerFn({ method: 'POST' })
  .validator(z.object({ id: z.number().int().positive() }))
  .handler(async ({ data }) => {
    await userApiRequest({ path: apiPath`/user/travelers/${data.id}`, method: 'DELETE', schema: z.unknown(), error: 'Failed to delete traveler' })
    return null
  })

/** Favourite products, newest first ([] signed out). */
export const getFavorites = createServerFn({ method: 'GET' }).handler(async () =>
  readUserToken() ? userApiRequest({ path: '/user/products/favorite', schema: z.array(favoriteSchema), error: 'Failed to get favorites' }) : [],
)

export const addFavorite = createServerFn({ method: 'POST' })
  .validator(productIdRequestSchema)
  .handler(({ data }) => userApiRequest({ path: '/user/products/favorite', method: 'POST', body: data, schema: favoriteSchema, error: 'Failed to add favorite' }))

/** Removes a favourite by its product id (the API accepts the favourite's or the product's id). */
export const removeFavorite = createServerFn({ method: 'POST' })
  .validator(productIdRequestSchema)
  .handler(async ({ data }) => {
    await userApiRequest({ path: apiPath`/user/products/favorite/${data.product_id}`, method: 'DELETE', schema: z.unknown(), error: 'Failed to remove favorite' })
    return null
  })

/** Viewed products, newest first ([] signed out). */
export const getViewed = createServerFn({ method: 'GET' }).handler(async () =>
  readUserToken() ? userApiRequest({ path: '/user/products/viewed', schema: z.array(viewedSchema), error: 'Failed to get viewed products' }) : [],
)

/** A product page seen by a signed-in user (best effort). */
export const reportViewed = createServerFn({ method: 'POST' })
  .validator(productIdRequestSchema)
  .handler(async ({ data }) => {
    if (!readUserToken()) return null
    await userApiRequest({ path: '/user/products/viewed', method: 'POST', body: data, schema: viewedSchema, error: 'Failed to report viewed product' })
    return null
  })
