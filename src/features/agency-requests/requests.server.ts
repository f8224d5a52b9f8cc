import { agencyRequestListReplySchema, agencyRequestSchema, type AgencyRequest, type AgencyRequestBody } from '~/api-contract/agency-requests'
import { userAccessToken, userApiRequest } from '~/features/account/server'
import { apiRequest } from '~/server/api'
import { ApiError } from '~/server/errors'
import { ensureSessionToken } from '~/server/session'

/** Requests to an agency on the server (requests.functions.ts): sent signed in or not, listed for the signed-in user. */

export type SendResult = { ok: true; request: AgencyRequest } | { ok: false; reason: 'sign-in-required' | 'not-found' }

export async function sendRequest(body: AgencyRequestBody): Promise<SendResult> {
  try {
    const request = userAccessToken()
      ? await userApiRequest({ path: '/agency-requests', method: 'POST', body, schema: agencyRequestSchema, error: 'Failed to send agency request' })
      : await apiRequest({
          path: '/agency-requests',
          method: 'POST',
          body,
          token: await ensureSessionToken(),
          schema: agencyRequestSchema,
          error: 'Failed to send agency request',
        })
    return { ok: true, request }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { ok: false, reason: 'sign-in-required' }
    if (error instanceof ApiError && error.status === 404) return { ok: false, reason: 'not-found' }
    throw error
  }
}

/** The signed-in user's requests ([] signed out). */
export const listRequests = async (): Promise<AgencyRequest[]> =>
  userAccessToken() ? userApiRequest({ path: '/user/agency-requests', schema: agencyRequestListReplySchema, error: 'Failed to get agency requests' }) : []
