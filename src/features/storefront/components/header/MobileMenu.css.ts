import { keyframes, style } from '@vanilla-extract/css'
import { focusRing, mediaQuery, vars } from 'design-system'

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } })

export const body = style({ position: 'relative', margin: `calc(-1 * ${vars.space.md})`, minHeight: 'calc(100% + 2rem)', overflow: 'clip' })

export const list = style({ listStyle: 'none', margin: 0, padding: `${vars.space.xs} 0` })

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 52,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&:focus-visible': { ...focusRing, outlineOffset: -3 } },
})
/** The account's entries, after the menu's. */
export const account = style({ borderTop: `4px solid ${vars.color.border}` })
export const accountList = style({ listStyle: 'none', margin: 0, padding: 0 })
export const accountTitle = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xxs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
})
export const itemLabel = style({ flex: 1, display: 'inline-flex', alignItems: 'center', gap: vars.space.xs })
export const chevron = style({ color: vars.color.textMuted, flexShrink: 0 })

export const panel = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  background: vars.color.surface,
  overflowY: 'auto',
  animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { [mediaQuery.reducedMotion]: { animation: 'none' } },
})
export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 52,
  padding: `0 ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
})
export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.brand,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft }, '&:focus-visible': focusRing },
})
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold })
