import type { RequestHandler } from 'msw'

/**
 * The handlers a request may match, in their order: MSW tries each handler in turn (parsing the
 * URL and cookies for each), so a request to a late handler paid for every earlier one. A handler
 * whose path is a wildcard origin then `/api/v2/order/:id` can only match a path that starts,
 * ignoring case, with its text before the first parameter or wildcard (`/api/v2/order`); a
 * handler with any other kind of path is always a candidate. MSW still decides which one matches.
 */
export function handlerIndex(handlers: readonly RequestHandler[]): (request: Request) => RequestHandler[] {
  const entries = handlers.map((handler) => {
    const { method, path } = handler.info as { method?: unknown; path?: unknown }
    const prefix = typeof path === 'string' && path.startsWith('*/') ? staticPrefix(path.slice(1)) : null
    return { handler, method, prefix }
  })
  return (request) => {
    const pathname = new URL(request.url).pathname.toLowerCase()
    const verb = request.method.toUpperCase()
    return entries.filter(({ method, prefix }) => methodMatches(method, verb) && (prefix === null || pathname.startsWith(prefix))).map(({ handler }) => handler)
  }
}

/** The path's text before its first parameter or wildcard, lower case, without a trailing slash. */
export const staticPrefix = (path: string) =>
  path
    .split(/[:*(){}?+]/)[0]!
    .replace(/\/+$/, '')
    .toLowerCase()

function methodMatches(method: unknown, verb: string): boolean {
  if (typeof method === 'string') return method.toUpperCase() === verb
  if (method instanceof RegExp) return method.test(verb)
  return true
}
