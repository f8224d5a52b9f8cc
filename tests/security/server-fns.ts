import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** A server function of the build: its id (the `/_serverFn/<id>` segment) and its name. */
export interface BuiltServerFn {
  id: string
  name: string
}

const SERVER_ENTRY = fileURLToPath(new URL('../../dist/server/server.js', import.meta.url))

/**
 * Every server function of the production build, read from the framework's manifest in the
 * server entry (`"<id>": { functionName: "<name>_createServerFn_handler", … }`).
 */
export function builtServerFns(): BuiltServerFn[] {
  const source = readFileSync(SERVER_ENTRY, 'utf8')
  const entries = [...source.matchAll(/"([0-9a-f]{16,})":\s*\{\s*functionName:\s*"(\w+?)_createServerFn_handler"/g)]
  return entries.map(([, id, name]) => ({ id: id!, name: name! }))
}

export function serverFnByName(name: string): BuiltServerFn {
  const fn = builtServerFns().find((f) => f.name === name)
  if (!fn) throw new Error(`no server function ${name} in the build`)
  return fn
}

/** Headers of a same-origin call, as the framework's client sends them. */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true' } as const

/**
 * English internals that must never reach a visitor: the framework's and the runtime's error
 * texts, the functions' own English refusals, stack frames.
 */
export const ENGLISH_INTERNALS =
  /TypeError|SyntaxError|RangeError|ReferenceError|Cannot read propert|Unexpected (end|token)|is not a function|Invariant failed|expected (GET|POST) method|No order id|Unknown step|Invalid amount|Server function|Seroval|Failed to parse|\bat (async )?[\w.$<>]+ \(|at file:\/\/|node:internal/

/**
 * In an error answer (a refused call, a function's error payload) even a single English word
 * of an error is a leak: 'Error', 'undefined', 'expected'… (the seroval tag `$TSR/Error`, the
 * framework's class marker, is not text).
 */
export const ENGLISH_WORDS = /\b(Error|undefined|expected|Expected|Invalid|invalid input|Required|received|not found|Too (big|small))\b/

/** The text a visitor's client may show from an answer: the body without protocol markers. */
export function visibleText(body: string): string {
  return body.replaceAll('$TSR/Error', '').replaceAll('"error":', '')
}
