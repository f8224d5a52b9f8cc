import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from 'design-system'

export const container = style({
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
})

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.text })

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, margin: 0, maxWidth: '70ch' })

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.sm,
  display: 'grid',
  gap: vars.space.sm,
})

export const pre = style({
  overflow: 'auto',
  fontSize: vars.fontSize.xs,
  background: vars.color.surfaceMuted,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
})

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})
globalStyle(`${steps} > [aria-current="step"]`, { color: vars.color.brandStrong, fontWeight: vars.fontWeight.bold })

/** A row of buttons (ways forward) on the shell's pages: plain CSS, no atoms in the entry. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm })
