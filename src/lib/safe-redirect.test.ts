import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safe-redirect'

describe('safeRedirectPath', () => {
  it('keeps a path of the site with its query and hash', () => {
    expect(safeRedirectPath('/client-space/favorites')).toBe('/client-space/favorites')
    expect(safeRedirectPath('/search?from=PAR&to=NYC#r3')).toBe('/search?from=PAR&to=NYC#r3')
    expect(safeRedirectPath('/produit/s%C3%A9jour-crete')).toBe('/produit/s%C3%A9jour-crete')
    expect(safeRedirectPath('/a/../client-space')).toBe('/client-space')
  })

  it.each([
    ['absolute https URL', 'https://evil.example/phish'],
    ['absolute http URL on another host', 'http://evil.example'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/client-space'],
    ['triple slash', '///evil.example'],
    ['backslash after the slash', '/\\evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['slash then backslash then slash', '/\\/evil.example'],
    ['backslash later in the path', '/client-space\\..\\..\\evil'],
    ['tab inside the double slash', '/\t/evil.example'],
    ['newline inside the double slash', '/\n/evil.example'],
    ['encoded protocol-relative', '%2F%2Fevil.example'],
    ['encoded second slash', '/%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['lower-case encoded backslash', '/%5cevil.example'],
    ['double-encoded slash', '/%252Fevil.example'],
    ['triple-encoded backslash', '/%25255Cevil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded absolute URL', 'https%3A%2F%2Fevil.example'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'client-space'],
    ['malformed encoding', '/%E0%A4%A'],
    ['empty', ''],
    ['not a string', 42],
    ['too long', `/${'a'.repeat(2001)}`],
  ])('refuses %s', (_, value) => {
    expect(safeRedirectPath(value)).toBe('/')
  })

  it('uses the given fallback', () => {
    expect(safeRedirectPath('//evil.example', '/vol')).toBe('/vol')
    expect(safeRedirectPath(undefined, '/vol')).toBe('/vol')
  })

  it('never returns anything but a path of the same origin (property)', () => {
    const pieces = fc.constantFrom('/', '\\', '//', '%2F', '%5C', '%252F', 'evil.example', ':', 'https:', '\t', '?', '#', '..', 'a', '%', '@')
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 8 }).map((p) => p.join('')),
        (value) => {
          const out = safeRedirectPath(value)
          expect(out.startsWith('/')).toBe(true)
          expect(/^\/[\\/]/.test(out)).toBe(false)
          expect(new URL(out, 'https://horizon.example').origin).toBe('https://horizon.example')
          for (let v = out, i = 0; i < 4; i++) {
            try {
              v = decodeURIComponent(v)
            } catch {
              break
            }
            expect(/^\/[\\/]/.test(v) || v.includes('\\')).toBe(false)
          }
        },
      ),
      { seed: 20261123, numRuns: 2000 },
    )
  })
})
