// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bodyMaxBytes, bodyTooLarge, declaredBodySize, DEFAULT_BODY_MAX_BYTES, serverLimits } from './limits.mjs'

describe('server limits', () => {
  it('reads the limits from the environment, with documented defaults, and ignores malformed values', () => {
    expect(bodyMaxBytes({})).toBe(256 * 1024)
    expect(bodyMaxBytes({ BODY_MAX_BYTES: '1024' })).toBe(1024)
    expect(bodyMaxBytes({ BODY_MAX_BYTES: '1e9' })).toBe(DEFAULT_BODY_MAX_BYTES)
    expect(bodyMaxBytes({ BODY_MAX_BYTES: '-1' })).toBe(DEFAULT_BODY_MAX_BYTES)
    expect(serverLimits({})).toEqual({
      bodyMaxBytes: 262_144,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      idleTimeoutMs: 30_000,
      maxConnections: 4_000,
      shedInFlight: 128,
      shedEventLoopDelayMs: 0,
      retryAfterS: 5,
    })
    expect(serverLimits({ SHED_IN_FLIGHT: '0', HEADERS_TIMEOUT_MS: '500' })).toMatchObject({ shedInFlight: 0, headersTimeoutMs: 500 })
  })

  it('judges a body by its declared length; without one (chunked) it is counted as it comes', () => {
    expect(declaredBodySize('POST', '262144', 262_144)).toBe('ok')
    expect(declaredBodySize('POST', '262145', 262_144)).toBe('over')
    expect(declaredBodySize('PUT', '104857600', 262_144)).toBe('over')
    expect(declaredBodySize('POST', '12, 12', 262_144)).toBe('over')
    expect(declaredBodySize('POST', null, 262_144)).toBe('unknown')
    expect(declaredBodySize('GET', '104857600', 262_144)).toBe('ok')
  })

  it('answers 413 with a French message and closes the connection', async () => {
    const reply = bodyTooLarge(1024)
    expect(reply.status).toBe(413)
    expect(reply.headers.get('connection')).toBe('close')
    expect(await reply.json()).toMatchObject({ error: 'body_too_large', message: 'La requête est trop volumineuse.' })
  })
})
