import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from 'design-system'

export const content = style({ display: 'grid', gap: vars.space.lg })
export const loading = style({ display: 'grid', gap: vars.space.md })
export const block = style({ display: 'grid', gap: vars.space.sm })
export const blockTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.xs}` })
export const routeTitle = style({ display: 'grid', gap: 2, textAlign: 'left' })
export const routeMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.regular })
export const segments = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const segment = style({ display: 'grid', gap: vars.space.xs })
export const layover = style({
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.accentStrong,
  borderLeft: `2px dashed ${vars.color.border}`,
  paddingLeft: vars.space.sm,
  marginLeft: vars.space.xs,
})
export const leg = style({ borderLeft: `2px solid ${vars.color.brand}`, paddingLeft: vars.space.sm, marginLeft: vars.space.xs })
export const legTimes = style({ display: 'grid', gap: vars.space.xxs })
globalStyle(`${legTimes} p`, { margin: 0 })
export const legMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' })
export const dayOffset = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm })
export const services = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm })
globalStyle(`${services} li`, { display: 'flex', gap: vars.space.xs, alignItems: 'center', color: vars.color.textMuted })
globalStyle(`${services} li[data-included]`, { color: vars.color.text })
export const fares = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const fare = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  selectors: { '&[data-selected]': { borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}`, background: vars.color.brandSoft } },
})
export const fareHead = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm })
export const fareDiff = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brandStrong })
export const fareServices = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2, fontSize: vars.fontSize.sm })
globalStyle(`${fareServices} li`, { display: 'flex', gap: vars.space.xs, alignItems: 'center', color: vars.color.textMuted })
globalStyle(`${fareServices} li[data-included]`, { color: vars.color.text })
export const footer = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md, width: '100%' })
export const footerText = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const co2Total = style({ margin: 0, display: 'flex', gap: vars.space.xs, alignItems: 'center' })
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
