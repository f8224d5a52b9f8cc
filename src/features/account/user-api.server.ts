import type { z } from 'zod'
import { apiRequest, type ApiRequest } from '~/server/api'
import { ApiError, USER_MESSAGES } from '~/server/errors'
import { clearUserToken, readUserToken } from '~/server/session'

/**
 * Server-only access to the signed-in user's API calls (`Authorization: Bearer <access token>`).
 * Other domains reach it through `~/features/account/server`.
 */

/** The signed-in user's access token, or undefined when signed out. */
export const userAccessToken = (): string | undefined => readUserToken()

export type UserApiRequest<S extends z.ZodType, P extends string = string> = Omit<ApiRequest<S, P>, 'token'>

/**
 * An API request on behalf of the signed-in user. Signed out, or when the API no longer knows
 * the session (401: the cookie is then cleared), it raises an ApiError of status 401 whose user
 * message is 'Votre session a expiré. Veuillez vous reconnecter.' `token`: the user's, when the
 * caller has read it already.
 */
export async function userApiRequest<S extends z.ZodType, P extends string = string>(req: UserApiRequest<S, P>, token = readUserToken()): Promise<z.output<S>> {
  if (!token) throw new ApiError(req.error, 401, USER_MESSAGES.signedOut, 'signed out')
  try {
    return await apiRequest({ ...req, headers: { ...req.headers, authorization: `Bearer ${token}` } })
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearUserToken()
      throw new ApiError(error.message, 401, USER_MESSAGES.signedOut, error.detail)
    }
    throw error
  }
}
