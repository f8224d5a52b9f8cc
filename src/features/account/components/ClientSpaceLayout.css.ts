import { style } from '@vanilla-extract/css'
import { vars } from 'design-system'

export const layout = style({
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.xl,
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '280px 1fr' } },
})

export const sideNav = style({
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.lg,
})

export const groupTitle = style({ fontSize: vars.fontSize.sm, textTransform: 'uppercase', color: vars.color.textMuted, letterSpacing: '0.04em' })

export const list = style({ listStyle: 'none', margin: `${vars.space.xs} 0 0`, padding: 0, display: 'grid', gap: vars.space.xxs })

export const link = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[data-status="active"]': { background: vars.color.brandSoft, color: vars.color.brandStrong, fontWeight: vars.fontWeight.bold },
  },
})

export const content = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' })
