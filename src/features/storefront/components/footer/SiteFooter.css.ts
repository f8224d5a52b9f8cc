import { style } from '@vanilla-extract/css'
import { vars } from 'design-system'

export const footer = style({
  marginTop: vars.space.xxl,
  flexShrink: 0,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const footerInner = style({
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  justifyContent: 'space-between',
})
