import { createMiddleware } from '@tanstack/react-start'
import { defaultSerovalDeserializerPlugins } from '@tanstack/router-core/ssr/server'
import { fromJSON } from 'seroval'
import { USER_MESSAGES } from '~/lib/user-messages'

/**
 * In front of the framework's server-function handler, which answers 500 to a call it cannot
 * read: a payload that is not JSON or that the framework's decoder (seroval, with the
 * framework's own plugins) rejects is a 400; an unknown function id (the framework's lookup
 * throws before its handler runs) is a 404. Anything else goes on unchanged, and the framework
 * decodes the payload the same way right after.
 */

const reply = (status: number, message: string) => Response.json({ error: status === 404 ? 'not_found' : 'bad_request', message }, { status, headers: { 'cache-control': 'no-store' } })

/** The framework's lookup of a function id it does not know (or that the browser may not call). */
export function isUnknownServerFn(error: unknown): boolean {
  return error instanceof Error && /^(Server function info not found|Server function not accessible from client|Invalid server action param)/.test(error.message)
}

/** The payload as the framework reads it: GET ?payload=, or a JSON body. */
async function payloadOf(request: Request): Promise<string | undefined> {
  if (request.method.toUpperCase() === 'GET') return new URL(request.url).searchParams.get('payload') ?? undefined
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('application/json')) return undefined
  return request.clone().text()
}

type Plugins = NonNullable<Parameters<typeof fromJSON>[1]>['plugins']

/**
 * Whether the framework can decode a payload: JSON, then seroval with the router's plugins
 * (the framework's own; this app declares no serialization adapters). When the plugins cannot
 * be had, the framework decides.
 */
export function isDecodablePayload(text: string | undefined, plugins: () => Plugins = () => defaultSerovalDeserializerPlugins): boolean {
  if (text === undefined || text === '') return true
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

export const serverFnGuardMiddleware = createMiddleware({ type: 'request' }).server(async ({ next, request, handlerType }) => {
  if (handlerType !== 'serverFn') return next()
  if (!isDecodablePayload(await payloadOf(request))) return reply(400, USER_MESSAGES.invalid)
  try {
    return await next()
  } catch (error) {
    if (isUnknownServerFn(error)) return reply(404, USER_MESSAGES.notFound)
    throw error
  }
})
