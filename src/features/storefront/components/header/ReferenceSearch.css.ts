import { style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

export const root = style({ position: 'relative', width: '100%', padding: `0 0`, '@media': { [mediaQuery.md]: { padding: 0 } } })

export const field = style({
  display: 'flex',
  alignItems: 'center',
  height: 40,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
  '@media': { [mediaQuery.md]: { borderColor: 'transparent' } },
})
export const icon = style({ flexShrink: 0, marginLeft: vars.space.sm, color: vars.color.textMuted })
export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  border: 0,
  background: 'transparent',
  padding: `0 ${vars.space.xs}`,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 }, '&::-webkit-search-cancel-button': { display: 'none' } },
})
export const clear = style({
  flexShrink: 0,
  width: 32,
  height: 32,
  marginRight: 4,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
})

export const popup = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  right: 0,
  left: 0,
  zIndex: vars.zIndex.popover,
  minWidth: 'min(360px, calc(100vw - 32px))',
  maxHeight: 360,
  overflowY: 'auto',
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border}`,
  '@media': { [mediaQuery.md]: { left: 'auto', width: 380 } },
})
export const message = style({ margin: 0, padding: `${vars.space.sm} ${vars.space.sm}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const list = style({ listStyle: 'none', margin: 0, padding: 0 })
export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"], &:hover': { background: vars.color.brandSoft } },
})
export const optionTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.text })
export const optionMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })
