import { style } from '@vanilla-extract/css'
import { focusRing, vars } from 'design-system'

/** Its toggle sits in the results' heading row (`resultsHead`), its panel spans the row below. */
export const disclosure = style({ display: 'contents' })
export const heading = style({ gridColumn: '-2 / -1', gridRow: 1, margin: 0, fontSize: 'inherit', justifySelf: 'end' })
export const trigger = style({ gap: vars.space.xxs })
export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '[data-expanded] &': { transform: 'rotate(180deg)' } },
})
// Collapsed, no grid row at all: the browser's hidden="until-found" (set once hydrated) keeps a
// box, and the row gap above it moved the list down 8 px under a visitor's scroll.
export const panel = style({ gridColumn: '1 / -1', selectors: { '&[hidden]': { display: 'none' } } })
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.xs,
})
export const entry = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
  height: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:focus-visible': focusRing,
  },
})
export const country = style({ fontWeight: vars.fontWeight.semibold })
export const city = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs })
/** The price on a line of its own, under the country and its city, never wrapped. */
export const price = style({ flexBasis: '100%', fontWeight: vars.fontWeight.bold, color: vars.color.brandStrong, whiteSpace: 'nowrap' })
