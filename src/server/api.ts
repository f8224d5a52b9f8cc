import type { z } from 'zod'
import { config } from './config'
import { demoApiHandler } from './demo-gateway'
import { ApiError, userMessageForStatus } from './errors'
import { log as writeLog } from './log'

/**
 * The one client of the product API (`{API_URL}/api/v2`). Server-only.
 * Without API_URL the embedded demo API answers in-process (no network hop, no demo code
 * loaded when API_URL is set).
 */

export const API_PREFIX = '/api/v2'
/** Origin used for in-process demo requests; never resolved on the network. */
const DEMO_ORIGIN = 'http://demo-api.internal'

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>

declare const apiPathBrand: unique symbol
/** A path under /api/v2 built by `apiPath`, each interpolated value encoded as one segment. */
export type ApiPath = string & { readonly [apiPathBrand]: true }
/** A path written as literal text, nothing interpolated (a `string` or template type is refused). */
export type ConstantPath<P extends string> = Record<never, never> extends Record<P, 1> ? never : P

/** Paths the client sends: unreserved characters and percent escapes, no `?` or `#`. */
const SAFE_PATH = /^(?:\/[A-Za-z0-9\-_.!~*'()%]*)+$/
/** `.` and `..` as a URL parser reads them (`%2e` counts as a dot). */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i

function refusePath(path: string, reason: string): never {
  log('warn', 'Invalid API path', { reason, path: path.slice(0, 200) })
  throw new ApiError('Invalid API path', 400, userMessageForStatus(400), `${reason}: ${JSON.stringify(path.slice(0, 200))}`)
}

/**
 * Builds a path under /api/v2 from a template, encoding each interpolated value as one path
 * segment (`apiPath\`/order/${id}/ticket/reserve\``): a value can never add a segment, climb with
 * `..`, or start a query or fragment. An empty, `.` or `..` value is refused.
 */
export function apiPath(strings: TemplateStringsArray, ...values: ReadonlyArray<string | number>): ApiPath {
  let path = strings[0]!
  values.forEach((value, i) => {
    const text = String(value)
    if (text === '' || text === '.' || text === '..') refusePath(path + text, 'empty or dot segment')
    path += encodeURIComponent(text) + strings[i + 1]!
  })
  return path as ApiPath
}

function checkPath(path: string): string {
  if (!SAFE_PATH.test(path)) refusePath(path, 'unsafe characters')
  if (path.split('/').some((segment) => DOT_SEGMENT.test(segment))) refusePath(path, 'dot segment')
  return path
}

export interface ApiRequest<S extends z.ZodType, P extends string = string> {
  /** Path under /api/v2: a literal (`'/session/token'`) or built by `apiPath` (`apiPath\`/order/${id}/\``). */
  path: ApiPath | ConstantPath<P>
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue>
  body?: unknown
  /** zod schema of the reply; the reply is parsed with it. */
  schema: S
  /** The spec's fixed English message raised when the reply is not OK. */
  error: string
  /** Reservation token, sent as `Authorization: Token <token>`. */
  token?: string
  headers?: Record<string, string>
  timeoutMs?: number
}

export function buildApiUrl(path: string, query?: Record<string, QueryValue>): URL {
  const base = config.apiUrl ?? DEMO_ORIGIN
  const url = new URL(`${base}${API_PREFIX}${checkPath(path.startsWith('/') ? path : `/${path}`)}`)
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  return url
}

async function transport(request: Request, timeoutMs: number): Promise<Response> {
  const handleDemoRequest = await demoApiHandler()
  if (!handleDemoRequest) return fetch(request, { signal: AbortSignal.timeout(timeoutMs) })
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DOMException('The operation timed out.', 'TimeoutError')), timeoutMs)
  })
  try {
    return await Promise.race([handleDemoRequest(request), timeout])
  } finally {
    clearTimeout(timer)
  }
}

function log(level: 'error' | 'warn', message: string, detail: Record<string, unknown>) {
  writeLog(level, 'api', message, detail)
}

export async function apiRequest<S extends z.ZodType, P extends string = string>(req: ApiRequest<S, P>): Promise<z.output<S>> {
  const method = req.method ?? 'GET'
  const url = buildApiUrl(req.path, req.query)
  const headers = new Headers({ accept: 'application/json', ...req.headers })
  if (req.token) headers.set('authorization', `Token ${req.token}`)
  let body: string | undefined
  if (req.body !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(req.body)
  }
  const where = { method, path: `${API_PREFIX}${req.path}` }

  let response: Response
  try {
    response = await transport(new Request(url, { method, headers, body }), req.timeoutMs ?? config.apiTimeoutMs)
  } catch (cause) {
    const timedOut = cause instanceof DOMException && (cause.name === 'TimeoutError' || cause.name === 'AbortError')
    const status = timedOut ? 504 : 0
    log('error', req.error, { ...where, status, cause: String(cause) })
    throw new ApiError(req.error, status, userMessageForStatus(status), String(cause))
  }

  if (!response.ok) {
    const detail = await response.text().catch(() => '')
    log('error', req.error, { ...where, status: response.status, detail: detail.slice(0, 300) })
    throw new ApiError(req.error, response.status, userMessageForStatus(response.status), detail.slice(0, 300))
  }

  let json: unknown
  try {
    json = response.status === 204 ? null : await response.json()
  } catch (cause) {
    log('error', req.error, { ...where, status: response.status, cause: 'malformed JSON' })
    throw new ApiError(req.error, 502, userMessageForStatus(502), String(cause))
  }
  const parsed = req.schema.safeParse(json)
  if (!parsed.success) {
    log('error', req.error, { ...where, status: response.status, cause: 'unexpected reply', issues: parsed.error.issues.slice(0, 5) })
    throw new ApiError(req.error, 502, userMessageForStatus(502), parsed.error.message)
  }
  return parsed.data
}
