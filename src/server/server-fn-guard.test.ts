import { toJSONAsync } from 'seroval'
import { describe, expect, it } from 'vitest'
import { isInputValidationError } from './errors-middleware'
import { isDecodablePayload, isUnknownServerFn } from './server-fn-guard'

describe('server-function guard', () => {
  it('passes what the framework can decode and refuses the rest', async () => {
    const valid = JSON.stringify(await toJSONAsync({ data: { search: { from: 'PAR' }, offset: 0 } }))
    // The framework's plugins need the server runtime; plain values need none.
    const plain = () => []
    expect(isDecodablePayload(valid, plain)).toBe(true)
    expect(isDecodablePayload(undefined, plain)).toBe(true)
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
