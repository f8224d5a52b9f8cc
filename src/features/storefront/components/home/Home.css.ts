import { style, styleVariants } from '@vanilla-extract/css'
import { focusRing, mediaQuery, renderNearViewport, vars } from 'design-system'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  paddingBottom: vars.space.lg,
  '@media': { [mediaQuery.md]: { gap: vars.space.xxl } },
})

export const searchSlot = style({ maxWidth: 1280, width: '100%', margin: '0 auto', padding: `${vars.space.md} ${vars.space.md} 0` })

export const container = style({ maxWidth: 1280, width: '100%', margin: '0 auto', padding: `0 ${vars.space.md}` })

/** A home block after the slideshow (flash sales, destinations, activities, partners, newsletter): laid out when it comes near the viewport (230-610 px high on a phone). */
export const block = style([container, renderNearViewport('400px')])

/** Under the first later block's heading when the blocks after the first cannot be loaded. */
export const moreUnavailable = style({ margin: 0, color: vars.color.textMuted })

/**
 * The room a later block's content takes before it is there: its usual height below and from md,
 * grey and still (a shimmer only while its content is being asked for). Without scripts the
 * content never comes: no room, the heading and its link only.
 */
const room = (below: number, fromMd: number) => ({
  minHeight: below,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  '@media': { [mediaQuery.md]: { minHeight: fromMd }, '(scripting: none)': { display: 'none' } },
})
export const pending = styleVariants({
  slideshow: room(420, 450),
  flash: room(465, 995),
  flashBanners: room(465, 450),
  destinations: room(330, 350),
  activities: room(200, 240),
  partners: room(560, 290),
})

/** Full width up to 1520 px (the home slide area). */
export const wide = style({
  maxWidth: 1520,
  width: '100%',
  margin: '0 auto',
  '@media': { [mediaQuery.md]: { padding: `${vars.space.md} ${vars.space.md} 0` } },
})

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  marginBottom: vars.space.md,
})
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  letterSpacing: '-0.01em',
  '@media': { [mediaQuery.md]: { fontSize: vars.fontSize.xxl } },
})
export const sectionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 32,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
})

export const cardLink = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.lg,
  selectors: { '&:focus-visible': focusRing },
})

export const price = style({ fontWeight: vars.fontWeight.bold, color: vars.color.accent, fontVariantNumeric: 'tabular-nums' })

/** The message when the home content cannot be loaded (plain markup: no widget code on the page). */
export const unavailable = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
})
export const unavailableTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold })
export const unavailableActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `${vars.space.md} 0 0` })
export const unavailableLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandStrong }, '&:focus-visible': focusRing },
})
