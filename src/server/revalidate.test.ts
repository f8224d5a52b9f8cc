// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cached } from './cache'
import { revalidate } from './revalidate'

/** A request as the Node host hands it over: its peer's address in `ip`. */
const post = (tag: string, headers: Record<string, string> = {}, ip = '127.0.0.1') =>
  Object.assign(new Request(`http://localhost/api/revalidate?tag=${tag}`, { method: 'POST', headers }), { ip })

describe('revalidate', () => {
  it('drops the entries of a tag, so the next read loads again', async () => {
    let loads = 0
    const load = () => cached({ key: 'test:revalidate', ttlSeconds: 60, tags: ['test-tag'], load: async () => ++loads })
    expect(await load()).toBe(1)
    expect(await load()).toBe(1)
    const reply = await revalidate(post('test-tag'), undefined, true)
    expect(reply.status).toBe(200)
    expect(await reply.json()).toEqual({ tag: 'test-tag', invalidated: 1 })
    expect(await load()).toBe(2)
  })

  it('asks for the secret when one is set, and does not exist against a real host without one', async () => {
    expect((await revalidate(post('header'), 's3cret', false)).status).toBe(401)
    expect((await revalidate(post('header', { 'x-revalidate-secret': 's3creT' }), 's3cret', false)).status).toBe(401)
    expect((await revalidate(post('header', { 'x-revalidate-secret': 's3cret-and-more' }), 's3cret', false)).status).toBe(401)
    expect((await revalidate(post('header', { 'x-revalidate-secret': 's3cret' }), 's3cret', false)).status).toBe(200)
    expect((await revalidate(post('header'), undefined, false)).status).toBe(404)
  })

  it('asks for the secret in demo mode too when one is set, from any address', async () => {
    expect((await revalidate(post('header'), 's3cret', true)).status).toBe(401)
    expect((await revalidate(post('header', { 'x-revalidate-secret': 's3cret' }, '203.0.113.9'), 's3cret', true)).status).toBe(200)
  })

  it('in demo mode without a secret, answers this machine only, and never a cross-site request', async () => {
    expect((await revalidate(post('header', {}, '::1'), undefined, true)).status).toBe(200)
    expect((await revalidate(post('header', {}, '::ffff:127.0.0.1'), undefined, true)).status).toBe(200)
    expect((await revalidate(post('header', {}, '203.0.113.9'), undefined, true)).status).toBe(403)
    expect((await revalidate(post('header', {}, ''), undefined, true)).status).toBe(403)
    expect((await revalidate(post('header', { origin: 'https://evil.example' }), undefined, true)).status).toBe(403)
    expect((await revalidate(post('header', { 'sec-fetch-site': 'cross-site' }), undefined, true)).status).toBe(403)
    expect((await revalidate(post('header', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' }), undefined, true)).status).toBe(200)
  })

  it('refuses a malformed tag', async () => {
    expect((await revalidate(post('..%2Fsecret'), undefined, true)).status).toBe(400)
  })
})
