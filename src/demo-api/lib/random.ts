/** Deterministic helpers: a string hash and a small seeded PRNG (mulberry32). */

/** 32-bit FNV-1a hash of a string. */
export function hashString(value: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Short base-36 digest of a string, for stable ids. */
export function digest(value: string, length = 8): string {
  let a = hashString(value)
  let b = hashString(`${value}#`)
  let out = ''
  while (out.length < length) {
    out += (a % 36).toString(36)
    a = Math.floor(a / 36) || hashString(`${out}${b}`)
    b = (b * 31 + 7) >>> 0
  }
  return out
}

export interface Rng {
  /** Float in [0, 1). */
  next(): number
  /** Integer in [min, max]. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
  /** k distinct items, in a stable pseudo-random order. */
  sample<T>(items: readonly T[], k: number): T[]
}

export function createRng(seed: number | string): Rng {
  let state = typeof seed === 'string' ? hashString(seed) : seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
    sample<T>(items: readonly T[], k: number): T[] {
      const copy = items.slice()
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
      }
      return copy.slice(0, Math.max(0, k))
    },
  }
}

/** Memoize a zero-argument factory (lazy seed data). */
export function lazy<T>(factory: () => T): () => T {
  let value: T | undefined
  let done = false
  return () => {
    if (!done) {
      value = factory()
      done = true
    }
    return value as T
  }
}
