import { style } from '@vanilla-extract/css'
import { focusRing, mediaQuery, vars } from 'design-system'

/** The home slide area: 550 px tall at most (§9), shorter on small screens. */
export const HOME_SLIDE_HEIGHT = 'clamp(300px, 43vw, 550px)'

/** Edge to edge on phones, rounded from md (an attribute raises it above the slideshow's own radius). */
export const frame = style({
  selectors: { '&[aria-roledescription]': { borderRadius: 0 } },
  '@media': { [mediaQuery.md]: { selectors: { '&[aria-roledescription]': { borderRadius: vars.radius.xl } } } },
})
export const slide = style({ position: 'relative', height: '100%', color: vars.color.textInverse })
export const image = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' })
export const shade = style({
  position: 'absolute',
  inset: 0,
  background: 'linear-gradient(0deg, rgba(7, 20, 45, 0.88) 0%, rgba(7, 20, 45, 0.55) 45%, rgba(7, 20, 45, 0) 75%)',
  '@media': { [mediaQuery.md]: { background: 'linear-gradient(90deg, rgba(7, 20, 45, 0.85) 0%, rgba(7, 20, 45, 0.55) 40%, rgba(7, 20, 45, 0) 70%)' } },
})
export const content = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: `${vars.space.lg} ${vars.space.md} 64px`,
  maxWidth: 640,
  '@media': { [mediaQuery.md]: { top: 0, justifyContent: 'center', padding: `${vars.space.xl} ${vars.space.xxl}`, gap: vars.space.sm } },
})
export const kicker = style({
  display: 'inline-flex',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
})
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  textShadow: '0 1px 2px rgba(0,0,0,0.35)',
  '@media': { [mediaQuery.md]: { fontSize: '2.75rem' } },
})
export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  maxWidth: 480,
  '@media': { [mediaQuery.md]: { fontSize: vars.fontSize.lg } },
})
export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  marginTop: vars.space.xs,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.accentStrong }, '&:focus-visible': { ...focusRing, outlineColor: vars.color.textInverse } },
})
