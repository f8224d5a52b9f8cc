import { style } from '@vanilla-extract/css'
import { focusRing, vars } from 'design-system'

/** The travellers field, its picker and the party's price in the price box. */

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs })
export const fieldLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.text, lineHeight: vars.lineHeight.tight })
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: vars.controlHeight.md,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': { ...focusRing, outlineOffset: 0, borderColor: vars.color.focus },
  },
})
export const triggerText = style({ flex: 1, minWidth: 0 })

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const room = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
})
export const roomTitle = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.semibold })
export const ages = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))', gap: vars.space.sm })
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const price = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
})
export const when = style({ margin: 0, fontWeight: vars.fontWeight.medium })
export const perPerson = style({ margin: 0, fontSize: vars.fontSize.sm })
export const details = style({ fontSize: vars.fontSize.sm })
export const summary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.semibold,
  padding: `${vars.space.xxs} 0`,
  selectors: { '&:focus-visible': { ...focusRing } },
})
export const roomName = style({ margin: `${vars.space.xs} 0 ${vars.space.xxs}`, fontWeight: vars.fontWeight.semibold })
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 })
export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm })
export const amount = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })
export const total = style([
  line,
  { marginTop: vars.space.xxs, paddingTop: vars.space.xxs, borderTop: `1px solid ${vars.color.border}`, fontWeight: vars.fontWeight.semibold },
])
export const includes = style({ margin: `${vars.space.xxs} 0 0`, paddingLeft: vars.space.md, display: 'grid', gap: 2 })
