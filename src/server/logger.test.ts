// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { clickableUrl } from './logger.mjs'

describe('clickableUrl', () => {
  it('names a wildcard listener localhost, and leaves a real host alone', () => {
    expect(clickableUrl('http://[::]:3000/')).toBe('http://localhost:3000/')
    expect(clickableUrl('http://0.0.0.0:8080/')).toBe('http://localhost:8080/')
    expect(clickableUrl('https://[::]:443/')).toBe('https://localhost:443/')
    expect(clickableUrl('http://127.0.0.1:3000/')).toBe('http://127.0.0.1:3000/')
    expect(clickableUrl('http://example.fr:3000/')).toBe('http://example.fr:3000/')
  })
})
