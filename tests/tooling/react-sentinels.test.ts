import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REACT_SENTINEL_CODES, transformReactSentinels } from '../../.config/react-sentinels'

const require = createRequire(import.meta.url)
const reactDomClient = readFileSync(join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js'), 'utf8')

describe("react-dom's sentinel errors", () => {
  it('are made without a stack, with their message and prototype, and nothing else changes', () => {
    const out = transformReactSentinels(reactDomClient)
    for (const code of REACT_SENTINEL_CODES) {
      expect(out).not.toMatch(new RegExp(`\\bError\\(formatProdErrorMessage\\(${code}\\)`))
      expect(out).toContain(`sentinelError(formatProdErrorMessage(${code}))`)
    }
    // Every other Error React makes (thrown where the problem is) is left as it was.
    const others = (text: string) => text.match(/\bError\(formatProdErrorMessage\(\d+/g)?.length
    expect(others(out)).toBe(others(reactDomClient)! - REACT_SENTINEL_CODES.length)
    const sentinelError = new Function(`${out.slice(out.lastIndexOf('function sentinelError'))}; return sentinelError`)() as (m: string) => Error
    const error = sentinelError('Suspense Exception')
    expect(error).toBeInstanceOf(Error)
    expect(error.message).toBe('Suspense Exception')
    expect(Object.prototype.hasOwnProperty.call(error, 'stack')).toBe(false)
  })

  it('fail the build when react-dom changed them', () => {
    expect(() => transformReactSentinels(reactDomClient.replace('Error(formatProdErrorMessage(461))', 'Error("x")'))).toThrow(
      /review \.config\/react-sentinels\.ts/,
    )
    expect(() => transformReactSentinels('')).toThrow(/react-sentinel-errors/)
  })
})
