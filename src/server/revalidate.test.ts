import { describe, expect, it } from 'vitest'
import { cached } from './cache'
import { revalidate } from './revalidate'

const post = (tag: string, headers: Record<string, string> = {}) => new Request(`http://localhost/api/revalidate?tag=${tag}`, { method: 'POST', headers })

describe('revalidate', () => {
  it('drops the entries of a tag, so the next read loads again', async () => {
    let loads = 0
    const load = () => cached('test:revalidate', { ttlSeconds: 60, tags: ['test-tag'] }, async () => ++loads)
    expect(await load()).toBe(1)
    expect(await load()).toBe(1)
    const reply = await revalidate(post('test-tag'), undefined, true)
    expect(reply.status).toBe(200)
    expect(await reply.json()).toEqual({ tag: 'test-tag', invalidated: 1 })
    expect(await load()).toBe(2)
  })

  it('asks for the secret when one is set, and does not exist against a real host without one', async () => {
    expect((await revalidate(post('header'), 's3cret', false)).status).toBe(401)
    expect((await revalidate(post('header', { 'x-revalidate-secret': 's3cret' }), 's3cret', false)).status).toBe(200)
    expect((await revalidate(post('header'), undefined, false)).status).toBe(404)
  })

  it('refuses a malformed tag', async () => {
    expect((await revalidate(post('..%2Fsecret'), undefined, true)).status).toBe(400)
  })
})
