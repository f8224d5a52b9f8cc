import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'
import { mediaQuery } from '../tokens/breakpoints'

export const tabsVariants = ['underline', 'pill'] as const

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const list = style({ display: 'flex', gap: vars.space.xxs, overflowX: 'auto', scrollbarWidth: 'none' })
export const listUnderline = style({ borderBottom: `1px solid ${vars.color.border}`, gap: vars.space.md })
/** Pills share the row on narrow screens (equal columns, labels may wrap) instead of scrolling. */
export const listPill = style({
  gap: vars.space.xs,
  '@media': { [mediaQuery.belowMd]: { display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)', gap: vars.space.xxs } },
})
export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  border: 'none',
  background: 'none',
  transition: `color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    '&[data-selected]': { color: vars.color.brand },
    '&:focus-visible': { ...focusRing, outlineOffset: -2 },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
  '@media': { '(hover: hover)': { selectors: { '&:hover:not([data-selected]):not([data-disabled])': { color: vars.color.text } } } },
})
export const tabUnderline = style({
  padding: `${vars.space.sm} ${vars.space.xxs}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: -1,
      height: 3,
      borderRadius: '3px 3px 0 0',
      background: 'transparent',
      transition: `background-color ${vars.motion.fast}`,
    },
    '&[data-selected]::after': { background: vars.color.brand },
  },
})
export const tabPill = style({
  minHeight: vars.controlHeight.sm,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&[data-selected]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textInverse } },
  '@media': {
    [mediaQuery.belowMd]: {
      justifyContent: 'center',
      textAlign: 'center',
      whiteSpace: 'normal',
      lineHeight: 1.15,
      padding: `${vars.space.xxs} ${vars.space.xs}`,
      fontSize: vars.fontSize.sm,
      borderRadius: vars.radius.lg,
    },
  },
})
export const panel = style({ outline: 'none', borderRadius: vars.radius.sm, selectors: { '&:focus-visible': focusRing } })
