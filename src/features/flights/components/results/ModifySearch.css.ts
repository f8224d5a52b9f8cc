import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

/** On a phone the summary shares its row with the header's action (an icon); from md the form has the row. */
export const root = style({ flex: '1 1 0', minWidth: 0, '@media': { [mediaQuery.md]: { flexBasis: '100%' } } })
export const desktop = style({ display: 'none', '@media': { [mediaQuery.md]: { display: 'grid', gap: vars.space.xxs } } })
export const title = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted })
globalStyle(`${desktop} form[data-variant]`, { padding: 0, border: 'none' })

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `6px ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { boxShadow: vars.shadow.focus, borderColor: vars.color.focus } },
  '@media': { [mediaQuery.md]: { display: 'none' } },
})
export const summaryText = style({ display: 'grid', gap: 2, flex: 1, minWidth: 0 })
// One line each (the button's height does not depend on the names or dates).
globalStyle(`${summaryText} > *`, { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', lineHeight: 1.3 })
globalStyle(`${summaryText} > span`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const drawerAgency = style({ marginBottom: vars.space.md })
