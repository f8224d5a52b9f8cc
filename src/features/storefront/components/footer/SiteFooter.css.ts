import { style } from '@vanilla-extract/css'
import { focusRing, mediaQuery, renderNearViewport, vars } from 'design-system'

/**
 * Laid out when it comes near the viewport: every page's first frame skips it (on a phone it is
 * a long list of links). Its light text must not lie outside its dark box while it is skipped: the
 * estimates are at least its height at each width, with Inter or the fallback font.
 */
export const footer = style([
  { marginTop: vars.space.xxl, flexShrink: 0, background: vars.color.brandStrong, color: vars.color.textInverse, fontSize: vars.fontSize.sm },
  renderNearViewport('1500px', { [mediaQuery.sm]: '850px', [mediaQuery.md]: '720px', [mediaQuery.lg]: '460px' }),
])

export const inner = style({ maxWidth: 1280, margin: '0 auto', padding: `0 ${vars.space.md}` })

export const main = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: `${vars.space.xl} 0`,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQuery.sm]: { gridTemplateColumns: '1fr 1fr' }, [mediaQuery.lg]: { gridTemplateColumns: '1.4fr 1fr 1fr 1.2fr' } },
})

export const brand = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const blurb = style({ margin: 0, color: '#dbe7f7', lineHeight: vars.lineHeight.normal, maxWidth: 420 })

export const columnTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textInverse,
})
export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs })
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 28,
  color: '#dbe7f7',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.textInverse, textDecoration: 'underline' },
    '&:focus-visible': { ...focusRing, outlineColor: vars.color.textInverse },
  },
})

export const payments = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const paymentLogo = style({ display: 'block', width: 64, height: 40, borderRadius: 5, background: vars.color.surface })
export const paymentNote = style({ margin: `${vars.space.sm} 0 0`, color: '#dbe7f7', lineHeight: vars.lineHeight.normal })

export const legal = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
  borderTop: '1px solid rgba(255, 255, 255, 0.18)',
  color: '#dbe7f7',
})
export const legalLinks = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xxs} ${vars.space.md}` })
export const copyright = style({ margin: 0 })
