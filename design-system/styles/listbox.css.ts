import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'

/** Listbox and its options, shared by Select, ComboBox and Autocomplete. */
export const listBox = style({
  outline: 'none',
  padding: vars.space.xxs,
  maxHeight: 'inherit',
  overflow: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.controlHeight.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold, color: vars.color.brandStrong },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
})

export const itemText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' })
export const itemDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.regular })
export const itemCheck = style({ color: vars.color.brand, flexShrink: 0 })

export const section = style({
  selectors: { '&:not(:first-child)': { marginTop: vars.space.xs, paddingTop: vars.space.xs, borderTop: `1px solid ${vars.color.border}` } },
})
export const sectionHeader = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
})
export const empty = style({ padding: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' })
