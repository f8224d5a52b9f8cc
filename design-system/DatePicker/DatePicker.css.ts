import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: '0 1 auto',
  minWidth: 0,
  padding: `0 ${vars.space.sm}`,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflowX: 'auto',
  scrollbarWidth: 'none',
})
export const segment = style({
  display: 'inline-block',
  minWidth: 24,
  minHeight: 28,
  lineHeight: '28px',
  textAlign: 'center',
  padding: '0 2px',
  borderRadius: 3,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type=literal]': { padding: 0, minWidth: 0, color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.brand, color: vars.color.textInverse },
    '&[data-invalid]': { color: vars.color.critical },
    '&[data-invalid][data-focused]': { background: vars.color.critical, color: vars.color.textInverse },
  },
})
export const dash = style({ padding: `0 ${vars.space.xxs}`, color: vars.color.textMuted })
export const popoverBody = style({ padding: vars.space.md, outline: 'none' })
export const pushEnd = style({ marginLeft: 'auto' })
