import { describe, expect, it } from 'vitest'
import { handleDemoRequest } from '../server'

const url = (path: string) => `http://demo-api.internal/api/v2${path}`

describe('demo API: session', () => {
  it('issues a token and returns the same one when it is sent back', async () => {
    const first = (await (await handleDemoRequest(new Request(url('/session/token')))).json()) as { token: string }
    expect(first.token).toMatch(/^[0-9a-f]{48}$/)
    const again = await handleDemoRequest(new Request(url('/session/token'), { headers: { authorization: `Token ${first.token}` } }))
    expect(await again.json()).toEqual({ token: first.token })
    const unknown = await handleDemoRequest(new Request(url('/session/token'), { headers: { authorization: 'Token nope' } }))
    expect(((await unknown.json()) as { token: string }).token).not.toBe('nope')
  })

  it('answers health and 404 for unknown paths', async () => {
    expect(await (await handleDemoRequest(new Request(url('/health')))).json()).toMatchObject({ status: 'ok' })
    expect((await handleDemoRequest(new Request(url('/nothing-here')))).status).toBe(404)
  })
})
