import { createVar, globalStyle, style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

/** The photos' frame: 16 / 10 on a phone (a card fits the first screen under the toolbar), 4 / 3 from sm. */
export const imageRatio = createVar()
const ratio = { vars: { [imageRatio]: '16 / 10' }, '@media': { [mediaQuery.sm]: { vars: { [imageRatio]: '4 / 3' } } } } as const

export const card = style({
  ...ratio,
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover, &[data-highlighted]': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    '&[data-highlighted], &[data-compared]': { borderColor: vars.color.brand, boxShadow: `0 0 0 2px ${vars.color.brand}` },
  },
  '@media': {
    [mediaQuery.sm]: {
      vars: ratio['@media'][mediaQuery.sm].vars,
      selectors: { '&[data-layout="list"]': { gridTemplateRows: 'none', gridTemplateColumns: 'minmax(220px, 36%) minmax(0, 1fr)' } },
    },
  },
})

export const media = style({ position: 'relative', minHeight: 0 })
// In a list row the image fills the row's height.
globalStyle(`${card}[data-layout="list"] ${media} > section`, { '@media': { [mediaQuery.sm]: { height: '100%', aspectRatio: 'auto !important' } } })

export const badge = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 2,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  pointerEvents: 'none',
})

export const favorite = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  zIndex: 2,
  width: 40,
  height: 40,
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'rgba(255, 255, 255, 0.92)',
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  outline: 'none',
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { transform: 'scale(1.08)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-selected]': { color: vars.color.critical },
  },
})
export const heart = style({ selectors: { [`${favorite}[data-selected] &`]: { fill: 'currentColor' } } })

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  minWidth: 0,
  '@media': { [mediaQuery.sm]: { padding: vars.space.md } },
})
export const destinations = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
  fontWeight: vars.fontWeight.medium,
})
export const title = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.tight, fontWeight: vars.fontWeight.bold })

/** The title link covers the card; carousel controls and the heart sit above it. */
export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: vars.radius.lg },
    '&:hover': { color: vars.color.brand },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
})
// Carousel arrows stay clickable above the card link.
globalStyle(`${media} button`, { zIndex: 2 })

export const stars = style({ color: '#b45309', letterSpacing: 1, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' })
export const ratingRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs })
export const facts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `2px ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: 4 })
export const note = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.info,
  background: vars.color.infoSoft,
  borderRadius: vars.radius.sm,
  padding: `2px ${vars.space.xs}`,
  alignSelf: 'start',
})
export const priceRow = style({
  marginTop: 'auto',
  paddingTop: vars.space.xs,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})
export const bottomText = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.success, fontWeight: vars.fontWeight.medium })

export const skeleton = style({
  ...ratio,
  display: 'grid',
  gap: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  paddingBottom: vars.space.md,
})
export const skeletonBody = style({ display: 'grid', gap: vars.space.xs, padding: `0 ${vars.space.md}` })
