import { style } from '@vanilla-extract/css'
import { focusRing, vars } from 'design-system'

export const columns = style({ display: 'flex', alignItems: 'stretch', minHeight: '100%', margin: `calc(-1 * ${vars.space.md})` })

export const column = style({
  width: 280,
  flexShrink: 0,
  padding: `${vars.space.md} ${vars.space.sm}`,
  overflowY: 'auto',
  selectors: { '& + &': { borderLeft: `1px solid ${vars.color.border}`, background: vars.color.background } },
})

export const columnTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 })

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  width: '100%',
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-expanded="true"]': { background: vars.color.brandSoft, color: vars.color.brandStrong, fontWeight: vars.fontWeight.semibold },
    '&:focus-visible': { ...focusRing, outlineOffset: -2 },
  },
})
export const chevron = style({ flexShrink: 0, color: vars.color.textMuted })
