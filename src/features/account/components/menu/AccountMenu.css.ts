import { style } from '@vanilla-extract/css'
import { focusRing, mediaQuery, vars } from 'design-system'

/** The header's account button: on the brand background, like the navigation links. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  minWidth: '44px',
  justifyContent: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  // The header's first row is light: the same colours as its other icon buttons.
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-expanded="true"]': { background: vars.color.brandSoft, color: vars.color.brand },
    '&:focus-visible': focusRing,
  },
})

export const triggerIcon = style({ flexShrink: 0 })

/** The label shows from 600 px; below, the icon alone (the label stays its accessible name). */
export const triggerText = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [mediaQuery.sm]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto', maxWidth: '16rem', textOverflow: 'ellipsis' },
  },
})

/** The popup (top layer). Placed under the button when it opens; this is the no-script place. */
export const panel = style({
  position: 'fixed',
  inset: 'auto',
  top: '64px',
  right: vars.space.xs,
  margin: 0,
  width: `min(20rem, calc(100vw - 2 * ${vars.space.xs}))`,
  maxHeight: 'calc(100vh - 80px)',
  overflowY: 'auto',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&:popover-open': { display: 'flex', flexDirection: 'column' },
  },
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
})

export const email = style({
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
})

const spacedBlock = { marginTop: vars.space.md } as const

export const list = style({
  listStyle: 'none',
  margin: `${vars.space.sm} 0 0`,
  padding: `${vars.space.xs} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
})

const row = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.md,
} as const

export const item = style({
  ...row,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': { fontWeight: vars.fontWeight.semibold, color: vars.color.brand },
  },
})

export const signOut = style({
  ...row,
  marginTop: vars.space.xs,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  color: vars.color.critical,
  cursor: 'pointer',
  textAlign: 'left',
  selectors: {
    '&:hover': { background: vars.color.criticalSoft },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'progress', opacity: 0.7 },
  },
})

export const secondaryLink = style({
  display: 'block',
  marginTop: vars.space.sm,
  textAlign: 'center',
  padding: vars.space.xs,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
})

/** The popup's main link, under the title. */
export const primaryAction = style(spacedBlock)
