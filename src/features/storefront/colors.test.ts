import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { luminance, prefersLightText } from './colors'

describe('partner banner colours', () => {
  it('reads light text on dark backgrounds and dark text on light ones', () => {
    expect(prefersLightText('#0f4c81')).toBe(true)
    expect(prefersLightText('#1b5e20')).toBe(true)
    expect(prefersLightText('#fde9d9')).toBe(false)
    expect(prefersLightText('#fff')).toBe(false)
    expect(prefersLightText('not a colour')).toBe(true)
    expect(luminance('#ffffff')).toBeCloseTo(1)
    expect(luminance('#000')).toBe(0)
  })

  it('always picks the text colour with at least 4.5:1 when one of the two reaches it', () => {
    const hex = fc
      .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
      .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`)
    fc.assert(
      fc.property(hex, (bg) => {
        const l = luminance(bg)!
        const white = 1.05 / (l + 0.05)
        const dark = (l + 0.05) / (luminance('#14213d')! + 0.05)
        const chosen = prefersLightText(bg) ? white : dark
        expect(chosen).toBeGreaterThanOrEqual(Math.min(4.5, Math.max(white, dark)))
      }),
      { seed: 20261123, numRuns: 300 },
    )
  })
})
