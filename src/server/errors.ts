/**
 * Errors of the API path. `message` is the spec's fixed English message (logged on the server);
 * `userMessage` is the French text the user sees.
 */
import { USER_MESSAGES } from '~/lib/user-messages'

export { USER_MESSAGES }

export type UserMessageKey = keyof typeof USER_MESSAGES

export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    /** The spec's fixed English message, e.g. 'Failed to fetch flights'. */
    message: string,
    readonly status: number,
    readonly userMessage: string,
    readonly detail?: string,
  ) {
    super(message)
  }
}

/** The API failed, not the request: unreachable (0), a timeout (504) or any 5xx. */
export function isUpstreamFault(error: ApiError): boolean {
  return error.status === 0 || error.status >= 500
}

/** A server function's refusal of its input: a 400 with the French 'invalid request' message. */
export function refusedInput(): Error {
  return Object.assign(new Error(USER_MESSAGES.invalid), { status: 400 })
}

export function userMessageForStatus(status: number): string {
  if (status === 0) return USER_MESSAGES.unavailable
  if (status === 408 || status === 504) return USER_MESSAGES.timeout
  if (status === 401 || status === 403) return USER_MESSAGES.session
  if (status === 404) return USER_MESSAGES.notFound
  if (status === 400 || status === 422) return USER_MESSAGES.invalid
  if (status === 502 || status === 503) return USER_MESSAGES.unavailable
  return USER_MESSAGES.generic
}
