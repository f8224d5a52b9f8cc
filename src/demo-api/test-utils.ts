import { handleDemoRequest } from './server'

/** Helpers for the demo API's tests. */
export const url = (path: string) => `http://demo-api.internal/api/v2${path}`

export async function call(path: string, init: { method?: string; body?: unknown; token?: string; bearer?: string; headers?: Record<string, string> } = {}) {
  const headers = new Headers(init.headers)
  if (init.token) headers.set('authorization', `Token ${init.token}`)
  if (init.bearer) headers.set('authorization', `Bearer ${init.bearer}`)
  if (init.body !== undefined) headers.set('content-type', 'application/json')
  const response = await handleDemoRequest(
    new Request(url(path), {
      method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  )
  const text = await response.text()
  let json: unknown = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = undefined
  }
  return { status: response.status, json: json as never, text, headers: response.headers }
}

/** A GET whose body is binary (an image): its content type and bytes. */
export async function callBytes(path: string): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const response = await handleDemoRequest(new Request(url(path)))
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) }
}

export async function sessionToken(): Promise<string> {
  return ((await call('/session/token')).json as { token: string }).token
}
