import { style } from '@vanilla-extract/css'
import { vars } from 'design-system'

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  margin: `0 calc(${vars.space.xs} * -1)`,
  border: 'none',
  background: 'transparent',
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  textAlign: 'left',
  color: vars.color.text,
  selectors: {
    '&[data-tone="onDark"]': { color: vars.color.textInverse },
    '&:hover': { background: 'rgba(127,127,127,0.12)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const change = style({ textDecoration: 'underline', textUnderlineOffset: '3px', fontWeight: vars.fontWeight.medium })
