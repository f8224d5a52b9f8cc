import { isNotFound, isRedirect } from '@tanstack/react-router'
import { createMiddleware } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { USER_MESSAGES } from '~/lib/user-messages'
import { ApiError, isUpstreamFault, refusedInput } from './errors'

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

/** Errors the framework turns into a redirect or a not-found: they pass as they are. */
function isRoutingSignal(error: unknown): boolean {
  return error instanceof Response || isRedirect(error) || isNotFound(error)
}

const FRENCH_MESSAGES = new Set<string>(Object.values(USER_MESSAGES))

/** An error already worded for the user (one of the French messages), e.g. a refused input. */
function isUserError(error: unknown): error is Error {
  return error instanceof Error && FRENCH_MESSAGES.has(error.message)
}

/**
 * What a server function's failure becomes for the browser: the French user message only.
 * An API failure (spec English message, already logged by the API client) gives its French
 * message; input a validator refuses (a schema's issues, or `refusedInput()`) is a 400 with the
 * French 'invalid request'; anything else is logged here and the browser gets the
 * generic French message, never the English internals (`Cannot read properties of…`).
 */
export function toFunctionError(error: unknown, request: Request | undefined): unknown {
  if (isRoutingSignal(error) || isUserError(error)) return error
  if (error instanceof ApiError) return toUserError(error, request)
  if (isInputValidationError(error)) return refusedInput()
  console.error(
    '[server-fn] unexpected error',
    JSON.stringify({
      name: error instanceof Error ? error.name : typeof error,
      message: error instanceof Error ? error.message : String(error),
      path: request ? new URL(request.url).pathname : undefined,
    }),
  )
  return new Error(USER_MESSAGES.generic)
}

export const apiErrorMiddleware = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    throw toFunctionError(error, currentRequest())
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
