import { describe, expect, it } from 'vitest'
import { handleDemoRequest } from '../server'
import { store } from '../store'
import { call, sessionToken } from '../test-utils'

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

  it("rotates a known token: the session's orders follow the new one, the old one stops working", async () => {
    const old = await sessionToken()
    const order = (await call('/order/', { body: { agency: 1 }, token: old })).json as { id: number }
    store.sendMail({ to: 'rotation@example.fr', subject: 'Code', kind: 'login-code', code: '123456', text: 'Code', owner: old })
    const rotated = await call('/session/token/rotate', { body: {}, token: old })
    const { token } = rotated.json as { token: string }
    expect(token).toMatch(/^[0-9a-f]{48}$/)
    expect(token).not.toBe(old)
    expect((await call(`/order/${order.id}`, { token })).status).toBe(200)
    expect((await call(`/order/${order.id}`, { token: old })).status).toBe(401)
    expect(store.mailbox.find((m) => m.to === 'rotation@example.fr')?.owner).toBe(token)
    expect((await call('/session/token/rotate', { body: {}, token: old })).status).toBe(401)
  })
})
