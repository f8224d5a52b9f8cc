import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

export const page = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxxl}`,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQuery.belowMd]: { padding: `${vars.space.md} ${vars.space.sm} 120px` }, print: { padding: 0 } },
})

export const top = style({ display: 'grid', gap: vars.space.md })

export const headingRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm })

export const title = style({
  fontSize: vars.fontSize.xl,
  margin: 0,
  color: vars.color.text,
  outline: 'none',
  '@media': { [mediaQuery.md]: { fontSize: vars.fontSize.xxl } },
})

export const agencyCard = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
})
export const agencyName = style({ margin: 0, fontWeight: vars.fontWeight.semibold })

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mediaQuery.md]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' } },
})

export const main = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 })

export const aside = style({
  display: 'none',
  minWidth: 0,
  '@media': { [mediaQuery.md]: { display: 'block', position: 'sticky', top: vars.space.md } },
})

/** The hold's warning floats at the top of the screen, wherever the visitor has scrolled to. */
// Out of the flow even when empty, so it takes no place in the title's row.
export const holdBar = style({
  position: 'fixed',
  top: vars.space.md,
  insetInline: vars.space.md,
  maxWidth: 560,
  marginInline: 'auto',
  zIndex: vars.zIndex.toast,
  selectors: { '&:not(:empty)': { borderRadius: vars.radius.lg, boxShadow: vars.shadow.lg } },
})

export const timer = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-warning]': { background: vars.color.warningSoft, color: vars.color.text, fontWeight: vars.fontWeight.semibold } },
})

export const flightBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
})

export const flightRoute = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
})
export const flightMeta = style({
  display: 'flex',
  margin: 0,
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  alignItems: 'center',
})
export const code = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular })
export const pushEnd = style({ marginLeft: 'auto', '@media': { [mediaQuery.belowMd]: { marginLeft: 0 } } })

export const priceCard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.sm,
  display: 'grid',
  gap: vars.space.sm,
})
export const priceTitle = style({ fontSize: vars.fontSize.lg, margin: 0 })
export const priceLines = style({ margin: 0, display: 'grid', gap: vars.space.xs })
export const priceLine = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.fontSize.sm })
globalStyle(`${priceLine} dt`, { color: vars.color.textMuted })
globalStyle(`${priceLine} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' })
export const priceTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
})
export const feesNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs })

export const mobileTotal = style({ display: 'grid', fontSize: vars.fontSize.xs, color: vars.color.textMuted, margin: 0 })
globalStyle(`${mobileTotal} strong`, { fontSize: vars.fontSize.md, color: vars.color.text })

export const nav = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
})

/** The step's action: in the nav row from md; below, a bar fixed to the screen's bottom with the total. */
export const actionBar = style({
  display: 'contents',
  '@media': {
    [mediaQuery.belowMd]: {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: vars.zIndex.sticky,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.sm,
      padding: `${vars.space.sm} ${vars.space.md}`,
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.lg,
    },
    print: { display: 'none' },
  },
})
export const barSummary = style({ display: 'none', '@media': { [mediaQuery.belowMd]: { display: 'grid', justifyItems: 'start', minWidth: 0 } } })
// Keyboard focus scrolled into view stays above the bottom bar.
globalStyle(`html:has(${actionBar})`, { '@media': { [mediaQuery.belowMd]: { scrollPaddingBottom: 120 } } })

export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQuery.belowMd]: { padding: vars.space.md } },
})
export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 })
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 })
