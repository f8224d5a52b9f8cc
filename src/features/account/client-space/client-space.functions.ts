import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  clientAddressesRequestSchema,
  productIdRequestSchema,
  travelerRequestSchema,
  updatePasswordRequestSchema,
  updateProfileRequestSchema,
} from '~/api-contract/account'
import {
  changePassword,
  dropFavorite,
  dropTraveler,
  favorites,
  saveClientAddresses,
  saveProfile,
  storeFavorite,
  storeTraveler,
  storeViewed,
  travelers,
  viewedProducts,
} from './client-space.server'

export type { ProfileUpdate } from './client-space.server'

/**
 * Server functions of the client space (booking-and-accounts.md §7): profile and password
 * updates, the address list, saved travellers, favourite and viewed products
 * (client-space.server.ts).
 */

/** 'Modifier mes informations personnelles' and the communication preferences. */
export const updateProfile = createServerFn({ method: 'POST' })
  .validator(updateProfileRequestSchema)
  .handler(({ data }) => saveProfile(data))

/** 'Modifier mon mot de passe': a wrong current password is `wrong-password`. */
export const updatePassword = createServerFn({ method: 'POST' })
  .validator(updatePasswordRequestSchema)
  .handler(({ data }) => changePassword(data))

/** The address book: the whole list replaces the stored one; the new profile comes back. */
export const saveAddresses = createServerFn({ method: 'POST' })
  .validator(clientAddressesRequestSchema)
  .handler(({ data }) => saveClientAddresses(data))

/** Saved travellers ([] signed out). */
export const getTravelers = createServerFn({ method: 'GET' }).handler(() => travelers())

export const saveTraveler = createServerFn({ method: 'POST' })
  .validator(z.object({ id: z.number().int().positive().optional(), traveler: travelerRequestSchema }))
  .handler(({ data }) => storeTraveler(data))

export const deleteTraveler = createServerFn({ method: 'POST' })
  .validator(z.object({ id: z.number().int().positive() }))
  .handler(({ data }) => dropTraveler(data))

/** Favourite products, newest first ([] signed out). */
export const getFavorites = createServerFn({ method: 'GET' }).handler(() => favorites())

export const addFavorite = createServerFn({ method: 'POST' })
  .validator(productIdRequestSchema)
  .handler(({ data }) => storeFavorite(data))

/** Removes a favourite by its product id (the API accepts the favourite's or the product's id). */
export const removeFavorite = createServerFn({ method: 'POST' })
  .validator(productIdRequestSchema)
  .handler(({ data }) => dropFavorite(data))

/** Viewed products, newest first ([] signed out). */
export const getViewed = createServerFn({ method: 'GET' }).handler(() => viewedProducts())

/** A product page seen by a signed-in user (best effort). */
export const reportViewed = createServerFn({ method: 'POST' })
  .validator(productIdRequestSchema)
  .handler(({ data }) => storeViewed(data))
