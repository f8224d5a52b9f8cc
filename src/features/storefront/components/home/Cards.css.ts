import { style } from '@vanilla-extract/css'
import { focusRing, mediaQuery, vars } from 'design-system'

/** Destination cards (§3 variants) and activity tiles. */

export const destinationLink = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.lg,
  selectors: { '&:focus-visible': focusRing },
})
export const media = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  aspectRatio: '27 / 20',
  background: vars.color.surfaceMuted,
})
export const mediaImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
  transition: `transform ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: { [`${destinationLink}:hover &`]: { transform: 'scale(1.04)' } },
  '@media': { [mediaQuery.reducedMotion]: { transition: 'none' } },
})
export const badge = style({ position: 'absolute', top: vars.space.xs, left: vars.space.xs, zIndex: 1 })

/** full: a white card with the image, title, mention and 'Dès' price. */
export const fullCard = style({
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
})
export const fullMedia = style({ borderRadius: 0 })
export const fullBody = style({ display: 'flex', flexDirection: 'column', gap: 2, padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}` })
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight })
export const mention = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const fromPrice = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const fromAmount = style({ fontSize: vars.fontSize.xl, fontWeight: 800, color: vars.color.accent, fontVariantNumeric: 'tabular-nums' })

/** simple_inner_title: the title over the image. */
export const innerShade = style({ position: 'absolute', inset: 0, background: 'linear-gradient(0deg, rgba(7, 20, 45, 0.85) 0%, rgba(7, 20, 45, 0) 60%)' })
export const innerTitle = style({
  position: 'absolute',
  left: vars.space.md,
  right: vars.space.md,
  bottom: vars.space.md,
  margin: 0,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  lineHeight: vars.lineHeight.tight,
})
export const innerMention = style({ display: 'block', marginTop: 2, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium })

/** simple_outer_title: the title under the image. */
export const outerTitle = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold })

export const chips = style({ marginBottom: vars.space.md })

export const activity = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  selectors: { '&:focus-visible': focusRing, '&:hover': { color: vars.color.brand } },
})
export const activityImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  display: 'block',
  background: vars.color.surfaceMuted,
})
