import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs })
export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, outline: 'none' })
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 32,
  padding: `0 ${vars.space.xxs} 0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { background: '#d6e6fa' },
    '&[data-disabled]': { background: vars.color.disabled, color: vars.color.disabledText },
  },
})
export const tagStatic = style({ paddingRight: vars.space.sm })
export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-hovered]': { background: 'rgba(11, 79, 156, 0.14)' }, '&[data-focus-visible]': focusRing },
})
export const clearAll = style({
  border: 0,
  background: 'transparent',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { color: vars.color.brandStrong } },
})
