import { style } from '@vanilla-extract/css'
import { focusRing, mediaQuery, vars } from 'design-system'

export const section = style({
  display: 'grid',
  // One column below md that never grows past the page (its items may shrink).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.xl,
  background: `linear-gradient(120deg, ${vars.color.brandStrong}, ${vars.color.brand})`,
  color: vars.color.textInverse,
  '@media': { [mediaQuery.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', padding: `${vars.space.xl} ${vars.space.xxl}`, gap: vars.space.xl } },
})
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaQuery.md]: { fontSize: vars.fontSize.xxl } },
})
export const text = style({ margin: `${vars.space.xs} 0 0`, color: '#dbe7f7', lineHeight: vars.lineHeight.normal })
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })
export const row = style({ display: 'flex', gap: vars.space.xs })
export const input = style({
  flex: 1,
  minWidth: 0,
  height: 48,
  padding: `0 ${vars.space.md}`,
  border: '2px solid transparent',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: `3px solid ${vars.color.heroKicker}`, outlineOffset: 2 },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
})
export const submit = style({
  flexShrink: 0,
  height: 48,
  minWidth: 72,
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.textInverse,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.accentStrong },
    '&:focus-visible': { ...focusRing, outlineColor: vars.color.heroKicker },
    '&:disabled': { background: vars.color.disabled, color: vars.color.disabledText, cursor: 'not-allowed' },
  },
})
export const error = style({
  margin: 0,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  alignSelf: 'flex-start',
})
export const success = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textInverse, fontWeight: vars.fontWeight.semibold })
export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: '#dbe7f7' })
