import { toJSONAsync } from 'seroval'
import { describe, expect, it } from 'vitest'
import { isInputValidationError } from './errors-middleware'
import { USER_MESSAGES } from '~/lib/user-messages'
import { frenchFrameworkReply, isDecodablePayload, isInheritedName, isUnknownServerFn, refuseMissingServerFnId, refuseUnreadableCall } from './server-fn-guard'

describe('server-function guard', () => {
  it('passes what the framework can decode and refuses the rest', async () => {
    const valid = JSON.stringify(await toJSONAsync({ data: { search: { from: 'PAR' }, offset: 0 } }))
    // The framework's plugins need the server runtime; plain values need none.
    const plain = () => []
    expect(isDecodablePayload(valid, plain)).toBe(true)
    expect(isDecodablePayload(undefined, plain)).toBe(true)
    expect(isDecodablePayload('', plain)).toBe(false)
    expect(isDecodablePayload('{not json', plain)).toBe(false)
    expect(isDecodablePayload('{}', plain)).toBe(false)
    expect(isDecodablePayload('{"t":999,"i":0}', plain)).toBe(false)
  })

  it("recognises the framework's unknown-function error", () => {
    expect(isUnknownServerFn(new Error('Server function info not found for abc'))).toBe(true)
    expect(isUnknownServerFn(new Error('Server function not accessible from client: abc'))).toBe(true)
    expect(isUnknownServerFn(new Error('Failed to fetch flights'))).toBe(false)
  })

  it("recognises a validator's refusal (Standard Schema issues as JSON)", () => {
    expect(isInputValidationError(new Error(JSON.stringify([{ message: 'Invalid input', path: ['id'] }], undefined, 2)))).toBe(true)
    expect(isInputValidationError(new Error('[demo] oops'))).toBe(false)
    expect(isInputValidationError(new Error('Une erreur est survenue.'))).toBe(false)
  })
})

describe('calls the framework would answer with a 500 or in English', () => {
  const post = (body: string, type = 'application/json', path = '/_serverFn/abc') =>
    new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': type }, body })

  it('names every object inherits are unknown functions, not manifest entries', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(isInheritedName(`/_serverFn/${name}`)).toBe(true)
      expect((await refuseUnreadableCall(post('{}', 'application/json', `/_serverFn/${name}`), `/_serverFn/${name}`))?.status).toBe(404)
    }
    expect(isInheritedName('/_serverFn/0a1b2c3d')).toBe(false)
    expect(isInheritedName('/_serverFn/')).toBe(false)
  })

  it('a server-function URL without a function id is a 404 (the framework throws before any middleware)', () => {
    for (const path of ['/_serverFn/', '/_serverFn//abc', '/_serverFn/?payload=1'])
      expect(refuseMissingServerFnId(new Request(`http://localhost${path}`))?.status).toBe(404)
    for (const path of ['/_serverFn/abc', '/_serverFnX/', '/vol', '/']) expect(refuseMissingServerFnId(new Request(`http://localhost${path}`))).toBeNull()
  })

  it('an empty JSON body is a 400 (the framework failed on it: Unexpected end of JSON input)', async () => {
    const refusal = await refuseUnreadableCall(post(''), '/_serverFn/abc')
    expect(refusal?.status).toBe(400)
    expect(await refusal?.json()).toEqual({ error: 'bad_request', message: USER_MESSAGES.invalid })
    // A GET without a payload, or with an empty one, is no payload: the framework passes nothing.
    expect(await refuseUnreadableCall(new Request('http://localhost/_serverFn/abc'), '/_serverFn/abc')).toBeNull()
    expect(await refuseUnreadableCall(new Request('http://localhost/_serverFn/abc?payload='), '/_serverFn/abc')).toBeNull()
  })

  it('a form body is a 415 (no function of this app takes one; the framework failed on them)', async () => {
    expect((await refuseUnreadableCall(post('garbage', 'multipart/form-data'), '/_serverFn/abc'))?.status).toBe(415)
    expect((await refuseUnreadableCall(post('a=b', 'application/x-www-form-urlencoded'), '/_serverFn/abc'))?.status).toBe(415)
    const get = new Request('http://localhost/_serverFn/abc', { headers: { 'content-type': 'multipart/form-data' } })
    expect((await refuseUnreadableCall(get, '/_serverFn/abc'))?.status).toBe(415)
  })

  it("the framework's English 405 is answered in French, with its Allow header", async () => {
    const french = frenchFrameworkReply(new Response('expected GET method. Got POST', { status: 405, headers: { allow: 'GET' } }))
    expect(french?.status).toBe(405)
    expect(french?.headers.get('allow')).toBe('GET')
    expect(await french?.text()).not.toContain('expected')
    expect(frenchFrameworkReply(new Response('{}', { status: 200 }))).toBeUndefined()
    // No response at all (a raw call whose function returned a bare value): a French 400.
    expect(frenchFrameworkReply(undefined)?.status).toBe(400)
  })
})
