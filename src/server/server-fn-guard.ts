import { createMiddleware } from '@tanstack/react-start'
import { defaultSerovalDeserializerPlugins } from '@tanstack/router-core/ssr/server'
import { fromJSON } from 'seroval'
import { USER_MESSAGES } from '~/lib/user-messages'

/**
 * In front of the framework's server-function handler, which answers 500 (with its English
 * error) to a call it cannot read: every such call is refused here, in French, before the
 * framework or the function runs. An unknown function id is a 404; a payload that is not JSON,
 * that the framework's decoder (seroval, with its own plugins) rejects, or an empty JSON body is
 * a 400; a form body (this app has no form server functions) is a 415. The framework's own
 * English replies (a wrong method) are answered in French. Anything else goes on unchanged, and
 * the framework decodes the payload the same way right after.
 */

const ERROR_CODES: Record<number, string> = { 404: 'not_found', 405: 'method_not_allowed', 415: 'unsupported_media_type' }

const reply = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ error: ERROR_CODES[status] ?? 'bad_request', message }, { status, headers: { 'cache-control': 'no-store', ...headers } })

const SERVER_FN_BASE = '/_serverFn/'

/** The framework's lookup of a function id it does not know (or that the browser may not call). */
export function isUnknownServerFn(error: unknown): boolean {
  return (
    error instanceof Error && /^(Server function info not found|Server function not accessible from client|Invalid server action param)/.test(error.message)
  )
}

/**
 * A function id the framework's lookup would mistake for an entry: its manifest is a plain
 * object, so `__proto__`, `constructor`, `toString`… resolve to what every object inherits.
 */
export function isInheritedName(pathname: string): boolean {
  const id = pathname.startsWith(SERVER_FN_BASE) ? pathname.slice(SERVER_FN_BASE.length).split('/')[0]! : ''
  return id !== '' && id in Object.prototype
}

/**
 * A server-function URL without a function id (`/_serverFn/`, `/_serverFn//x`): the framework
 * throws on it before any middleware runs, so the server entries answer it (a 404) first.
 */
export function refuseMissingServerFnId(request: Request): Response | null {
  const { pathname } = new URL(request.url)
  if (!pathname.startsWith(SERVER_FN_BASE) || pathname.slice(SERVER_FN_BASE.length).split('/')[0] !== '') return null
  return reply(404, USER_MESSAGES.notFound)
}

const FORM_TYPES = /multipart\/form-data|application\/x-www-form-urlencoded/i

/** The payload as the framework reads it: GET ?payload=, or a JSON body ('' when empty). */
async function payloadOf(request: Request): Promise<string | undefined> {
  if (request.method.toUpperCase() === 'GET') return new URL(request.url).searchParams.get('payload') ?? undefined
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('application/json')) return undefined
  return request.clone().text()
}

type Plugins = NonNullable<Parameters<typeof fromJSON>[1]>['plugins']

/**
 * Whether the framework can decode a payload: JSON, then seroval with the router's plugins
 * (the framework's own; this app declares no serialization adapters). No payload at all (a GET
 * without one, a POST without a JSON body) is fine; an empty JSON body is not (the framework
 * parses it). When the plugins cannot be had, the framework decides.
 */
export function isDecodablePayload(text: string | undefined, plugins: () => Plugins = () => defaultSerovalDeserializerPlugins): boolean {
  if (text === undefined) return true
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return false
  }
  let list: Plugins
  try {
    list = plugins()
  } catch {
    return true
  }
  try {
    fromJSON(json as Parameters<typeof fromJSON>[0], { plugins: list })
    return true
  } catch {
    return false
  }
}

/** A GET without `?payload=` has no payload; for the framework an empty one is none as well. */
function emptyGetPayload(request: Request, text: string | undefined): boolean {
  return text === '' && request.method.toUpperCase() === 'GET'
}

/** The French refusal of a call the framework would fail on, or null to let it through. */
export async function refuseUnreadableCall(request: Request, pathname: string): Promise<Response | null> {
  if (isInheritedName(pathname)) return reply(404, USER_MESSAGES.notFound)
  if (FORM_TYPES.test(request.headers.get('content-type') ?? '')) return reply(415, USER_MESSAGES.invalid)
  const text = await payloadOf(request)
  if (!emptyGetPayload(request, text) && !isDecodablePayload(text)) return reply(400, USER_MESSAGES.invalid)
  return null
}

/**
 * The framework's replies that are not a function's (plain English text): a wrong method (405,
 * its Allow header kept). A call made without the framework's client header whose function
 * returned a bare value leaves the framework nothing to send: it is answered as a bad request.
 */
export function frenchFrameworkReply(response: Response | undefined): Response | undefined {
  if (!response) return reply(400, USER_MESSAGES.invalid)
  if (response.status === 405) return reply(405, USER_MESSAGES.invalid, { allow: response.headers.get('allow') ?? '' })
  return undefined
}

export const serverFnGuardMiddleware = createMiddleware({ type: 'request' }).server(async ({ next, request, handlerType, pathname }) => {
  if (handlerType !== 'serverFn') return next()
  const refusal = await refuseUnreadableCall(request, pathname)
  if (refusal) return refusal
  try {
    const result = await next()
    return frenchFrameworkReply(result.response) ?? result
  } catch (error) {
    if (isUnknownServerFn(error)) return reply(404, USER_MESSAGES.notFound)
    throw error
  }
})
