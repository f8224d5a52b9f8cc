import { HttpResponse } from 'msw'
import { z } from 'zod'
import { store, type Account, type Session } from '../store'

/**
 * Shared plumbing of the demo handlers: JSON errors, zod validation of query and body,
 * the two authorisation schemes (`Token` for orders, `Bearer` for the signed-in user).
 */

export interface ErrorBody {
  error: string
  message: string
  issues?: { path: string; message: string }[]
  /** Seconds before trying again (429). */
  retry_after?: number
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: ErrorBody['issues'],
    readonly retryAfter?: number,
  ) {
    super(message)
  }
}

export const badRequest = (message: string, issues?: ErrorBody['issues']) => new HttpError(400, 'bad_request', message, issues)
export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`)
export const unauthorized = (message: string) => new HttpError(401, 'unauthorized', message)

export function errorResponse(error: HttpError): Response {
  const body: ErrorBody = { error: error.code, message: error.message }
  if (error.issues) body.issues = error.issues
  if (error.retryAfter !== undefined) body.retry_after = Math.max(0, error.retryAfter)
  const headers = error.retryAfter !== undefined ? { 'retry-after': String(Math.max(0, error.retryAfter)) } : undefined
  return HttpResponse.json(body, { status: error.status, headers })
}

function issuesOf(error: z.ZodError): NonNullable<ErrorBody['issues']> {
  return error.issues.slice(0, 20).map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
}

/** Query parameters as a plain object (repeated keys become arrays). */
export function queryObject(request: Request): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [key, value] of new URL(request.url).searchParams) {
    if (key === 'demo_fault') continue
    const prev = out[key]
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value]
  }
  return out
}

export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const parsed = schema.safeParse(queryObject(request))
  if (!parsed.success) throw badRequest('Invalid query parameters', issuesOf(parsed.error))
  return parsed.data
}

export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const text = await request.text()
  let json: unknown
  if (text.trim() === '') json = {}
  else {
    try {
      json = JSON.parse(text)
    } catch {
      throw badRequest('Malformed JSON body')
    }
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw badRequest('Invalid body', issuesOf(parsed.error))
  return parsed.data
}

export function parseParams<S extends z.ZodType>(params: unknown, schema: S, what = 'Resource'): z.output<S> {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw notFound(what)
  return parsed.data
}

type Resolver = (info: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => Response | Promise<Response>

/** Wraps a resolver: HttpError becomes its JSON reply; anything else a 500. */
export function handle(resolver: Resolver): Resolver {
  return async (info) => {
    try {
      return await resolver(info)
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error)
      console.error('[demo-api] handler failed', error)
      return errorResponse(new HttpError(500, 'server_error', 'Internal server error'))
    }
  }
}

const authHeader = (request: Request, scheme: string) => new RegExp(`^${scheme}\\s+(\\S+)$`, 'i').exec(request.headers.get('authorization') ?? '')?.[1]

/** Order calls: `Authorization: Token <reservation token>` of a session issued by /session/token. */
export function requireSession(request: Request): string {
  const token = authHeader(request, 'Token')
  if (!token) throw unauthorized('No reservation token found')
  if (!store.sessions.has(token)) throw unauthorized('Unknown or expired reservation token')
  return token
}

/** User calls: `Authorization: Bearer <access_token>` from a sign-in. */
export function requireUser(request: Request): { session: Session; account: Account } {
  const token = authHeader(request, 'Bearer')
  if (!token) throw unauthorized('Authentication credentials were not provided')
  const session = store.userSessions.get(token)
  const account = session ? store.accounts.get(session.email) : undefined
  if (!session || !account) throw unauthorized('Invalid or expired access token')
  return { session, account }
}

/** The business fault asked for this request (set by server.ts from the header, query or switch). */
export function businessFault(request: Request): string | null {
  return request.headers.get('x-demo-fault')
}

// Common zod pieces for inputs.
export const intId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)
export const csv = z.union([z.string(), z.array(z.string())]).transform((v) =>
  (Array.isArray(v) ? v.join(',') : v)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
)
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(1000).default(20),
}

/** Django-style page: { count, next, previous, results }. */
export function paginate<T>(request: Request, items: readonly T[], page: number, pageSize: number) {
  const start = (page - 1) * pageSize
  if (page > 1 && start >= items.length) throw notFound('Page')
  const url = new URL(request.url)
  const link = (n: number) => {
    const u = new URL(url.pathname + url.search, 'http://x')
    u.searchParams.set('page', String(n))
    return `${u.pathname}${u.search}`
  }
  return {
    count: items.length,
    next: start + pageSize < items.length ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: items.slice(start, start + pageSize),
  }
}

export const json = HttpResponse.json.bind(HttpResponse)
/** Comma-separated integers. */
export const csvInts = (min: number, max: number) => csv.pipe(z.array(z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max))))
