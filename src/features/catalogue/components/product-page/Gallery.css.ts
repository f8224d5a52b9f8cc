import { style } from '@vanilla-extract/css'
import { vars } from 'design-system'

/** 'Voir les N photos', over the carousel's top-right corner (its dots and arrows are elsewhere). */
export const frame = style({ position: 'relative', borderRadius: vars.radius.lg, overflow: 'hidden' })

export const trigger = style({
  position: 'absolute',
  right: vars.space.sm,
  top: vars.space.sm,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 36,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'rgba(255, 255, 255, 0.94)',
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
})

export const overlay = style({ position: 'fixed', inset: 0, zIndex: vars.zIndex.modal, background: 'rgb(17, 17, 17)' })
export const modal = style({ position: 'absolute', inset: 0, outline: 'none' })
export const dialog = style({ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column', outline: 'none', color: '#fff' })
export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, padding: `${vars.space.xs} ${vars.space.sm}` })
export const heading = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})
export const counter = style({ margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
/** Horizontal moves are the gallery's own (swipe); vertical panning and zoom stay the browser's. */
export const stage = style({
  flex: 1,
  minHeight: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.sm} ${vars.space.md}`,
  touchAction: 'pan-y pinch-zoom',
  userSelect: 'none',
})
export const image = style({ display: 'block', maxWidth: '100%', maxHeight: 'calc(100% - 3.5rem)', width: 'auto', height: 'auto', objectFit: 'contain' })
export const caption = style({ textAlign: 'center', fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal, maxWidth: '60ch' })
export const arrow = style({ position: 'absolute', top: '50%', transform: 'translateY(-50%)' })
export const prev = style({ left: vars.space.sm })
export const next = style({ right: vars.space.sm })
