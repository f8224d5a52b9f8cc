import { style } from '@vanilla-extract/css'
import { focusRing, mediaQuery, vars } from 'design-system'

/** §9: flash-sale cards 425 px tall on mobile, 490 px from md; banners 450 px tall from md. */

export const banners = style({ marginBottom: vars.space.lg })

export const banner = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: 425,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  '@media': { [mediaQuery.md]: { flexDirection: 'row', height: 450 } },
})
export const bannerMedia = style({ position: 'relative', flex: '0 0 170px', overflow: 'hidden', '@media': { [mediaQuery.md]: { flex: '0 0 58%' } } })
export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' })
export const overlayTags = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  flexWrap: 'wrap',
})
export const capsule = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  fontWeight: 800,
})
export const clubLogo = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  padding: 4,
  boxShadow: vars.shadow.sm,
})

export const bannerBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minHeight: 0,
  padding: vars.space.md,
  '@media': { [mediaQuery.md]: { padding: vars.space.xl, justifyContent: 'center', gap: vars.space.sm } },
})
export const kicker = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.accent,
})
export const bannerTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 800,
  lineHeight: vars.lineHeight.tight,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '@media': { [mediaQuery.md]: { fontSize: vars.fontSize.xxl } },
})
export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [mediaQuery.md]: { whiteSpace: 'normal', fontSize: vars.fontSize.md } },
})
export const mentions = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexDirection: 'column',
  gap: 4,
  fontSize: vars.fontSize.sm,
  '@media': { [mediaQuery.md]: { display: 'flex' } },
})
export const mention = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.success, fontWeight: vars.fontWeight.medium })
export const bottom = style({
  marginTop: 'auto',
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'nowrap',
  '@media': { [mediaQuery.md]: { marginTop: vars.space.sm } },
})
export const price = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const amount = style({
  display: 'block',
  fontSize: vars.fontSize.xxl,
  fontWeight: 800,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.1,
})
export const cta = style({
  display: 'inline-flex',
  flexShrink: 0,
  whiteSpace: 'nowrap',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { background: vars.color.accentStrong },
    '&:focus-visible': focusRing,
  },
})

/** The product flash sales: 3 per view from md; hidden below md (mobile shows only the banners). */
export const cards = style({ display: 'none', '@media': { [mediaQuery.md]: { display: 'block' } } })
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: 490,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
})
export const cardMedia = style({ position: 'relative', flex: '0 0 230px', overflow: 'hidden' })
export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minHeight: 0, padding: vars.space.md })
export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})
