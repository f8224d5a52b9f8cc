import { createMiddleware } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { USER_MESSAGES } from '~/lib/user-messages'
import { ApiError, isUpstreamFault } from './errors'

/**
 * The framework reports a validator's refusal as an Error whose message is the JSON of the
 * Standard Schema issues (`[{ "message": …, "path": […] }]`).
 */
export function isInputValidationError(error: unknown): boolean {
  if (!(error instanceof Error) || !error.message.startsWith('[')) return false
  try {
    const issues: unknown = JSON.parse(error.message)
    return Array.isArray(issues) && issues.length > 0 && issues.every((i) => typeof i === 'object' && i !== null && 'message' in i)
  } catch {
    return false
  }
}

/** An error the framework answers with this HTTP status (it reads `status`). */
function withStatus(message: string, status: number): Error {
  return Object.assign(new Error(message), { status })
}

/** Requests during which the API failed (5xx, timeout, unreachable) or the server store was unavailable. */
const unavailableDuring = new WeakSet<Request>()

/**
 * An API failure as the browser sees it: the French user message only. 'Unavailable' (the API
 * or the server store away: Redis down, a 502/503 upstream) is a 503. The request that met an
 * upstream fault (that, a 5xx or a timeout) is marked, so that its page, if it ends as the error
 * page, is a 503 too (`pageStatusMiddleware`).
 */
export function toUserError(error: ApiError, request: Request | undefined): Error {
  if (request && (isUpstreamFault(error) || error.userMessage === USER_MESSAGES.unavailable)) unavailableDuring.add(request)
  if (error.userMessage !== USER_MESSAGES.unavailable) return new Error(error.userMessage)
  return withStatus(error.userMessage, 503)
}

/**
 * At the server-function boundary an API failure (spec English message, already logged by the
 * API client) becomes an Error carrying the French user message: that is all the browser sees.
 * Input a function's validator refuses is a 400 with the French 'invalid request' message
 * (instead of the framework's 500).
 */
export const apiErrorMiddleware = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    if (error instanceof ApiError) throw toUserError(error, currentRequest())
    if (isInputValidationError(error)) throw withStatus(USER_MESSAGES.invalid, 400)
    throw error
  }
})

/**
 * The router answers 500 for any page whose loader failed. A page that failed on an upstream
 * fault (the API's 5xx or timeout, the store away) is a 503 instead: a load balancer and a
 * crawler see a passing outage, not a broken page.
 */
export function pageStatus(response: Response, request: Request): Response {
  if (response.status !== 500 || !unavailableDuring.has(request)) return response
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers: response.headers })
}

export const pageStatusMiddleware = createMiddleware({ type: 'request' }).server(async ({ next }) => {
  const result = await next()
  const request = currentRequest()
  return request ? { ...result, response: pageStatus(result.response, request) } : result
})

/** The request being served (the page's, for the server functions a page's loaders call). */
function currentRequest(): Request | undefined {
  try {
    return getRequest()
  } catch {
    return undefined
  }
}
