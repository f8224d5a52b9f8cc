import type { Plugin } from 'vite'

/** react-dom's sentinel errors, by their production error codes (react-dom-client.production.js). */
export const REACT_SENTINEL_CODES = [519, 460, 474, 542, 461] as const

const SENTINEL = new RegExp(`\\bError\\(formatProdErrorMessage\\((${REACT_SENTINEL_CODES.join('|')})\\)\\)`, 'g')

/**
 * react-dom's sentinel errors made without a stack trace.
 *
 * react-dom builds five `Error`s when its module body runs (SuspenseException,
 * HydrationMismatchException...): values it throws and recognises by identity, whose stack is never
 * read. With DevTools' protocol attached (Lighthouse, a trace, a debugger), Chrome records a
 * detailed stack for each new Error, and a frame's line and column need the source positions of
 * its function: V8 parsed react-dom's whole module function and the chunk again for them, inside
 * the module's evaluation (V8.CollectSourcePositions under v8.evaluateModule in a trace). Made as plain objects with Error's prototype and message, they record
 * no stack. The build fails if react-dom's code no longer has exactly these five.
 */
export function transformReactSentinels(code: string): string {
  const codes = [...code.matchAll(SENTINEL)].map((m) => Number(m[1]))
  const expected = [...REACT_SENTINEL_CODES]
  if (codes.length !== expected.length || codes.some((c, i) => c !== expected[i])) {
    throw new Error(
      `react-sentinel-errors: react-dom's module-level errors are ${codes.join(', ')}, not ${expected.join(', ')}; review .config/react-sentinels.ts`,
    )
  }
  return (
    code.replace(SENTINEL, (_all, n: string) => `sentinelError(formatProdErrorMessage(${n}))`) +
    '\nfunction sentinelError(message) {\n  var error = Object.create(Error.prototype);\n  error.message = message;\n  return error;\n}\n'
  )
}

export function reactSentinelErrors(): Plugin {
  return {
    name: 'react-sentinel-errors',
    apply: 'build',
    transform(code, id) {
      if (!/react-dom\/cjs\/react-dom-client\.production\.js$/.test(id)) return null
      return { code: transformReactSentinels(code), map: null }
    },
  }
}
