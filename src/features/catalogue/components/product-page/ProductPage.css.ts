import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

export const page = style({
  maxWidth: 1280,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xxl}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
})
export const breadcrumb = style({ display: 'flex', alignItems: 'center' })
/** The way back to the results, and the search banner (§2.9) beside it. */
export const topRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm })
export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})
export const header = style({ display: 'grid', gap: vars.space.xs })
export const destinations = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
  fontWeight: vars.fontWeight.medium,
})
export const titleRow = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm })
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaQuery.md]: { fontSize: vars.fontSize.xxl } },
})
export const stars = style({ color: '#b45309', fontSize: vars.fontSize.lg, whiteSpace: 'nowrap' })
/** The heart in the page flow (not over an image). */
export const favorite = style({ position: 'static', flexShrink: 0, border: `1px solid ${vars.color.border}` })
export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm })
export const cellTop = style({
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
})
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [mediaQuery.md]: { gridTemplateColumns: 'minmax(0, 1fr) 380px', alignItems: 'start' } },
})
export const main = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 })
export const aside = style({ '@media': { [mediaQuery.md]: { position: 'sticky', top: vars.space.md } } })

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
})
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg })
export const facts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.xs,
})
export const fact = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.text })
export const themes = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const theme = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
})
export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.info,
  background: vars.color.infoSoft,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
})

export const reviews = style({ display: 'grid', gap: vars.space.sm })
export const marks = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 })
export const mark = style({
  display: 'grid',
  gridTemplateColumns: '3.5em minmax(0, 1fr) 6em',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
})
export const markLabel = style({ fontWeight: vars.fontWeight.medium })
export const markCount = style({ color: vars.color.textMuted, textAlign: 'right' })
export const bar = style({ height: 8, borderRadius: vars.radius.full, background: vars.color.surfaceMuted, overflow: 'hidden' })
export const barFill = style({ display: 'block', height: '100%', background: vars.color.brand })

export const priceBox = style({
  display: 'grid',
  gap: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  // Narrower on a phone: room for the calendar's seven columns.
  padding: vars.space.md,
  boxShadow: vars.shadow.md,
  '@media': { [mediaQuery.sm]: { padding: vars.space.lg } },
})
export const boxTitle = style({ margin: 0, fontSize: vars.fontSize.lg })
export const bestPrice = style({ display: 'grid', gap: vars.space.xxs })
export const selects = style({ display: 'grid', gap: vars.space.sm })
export const monthNav = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs })
export const monthTitle = style({ margin: 0, fontSize: vars.fontSize.md, textTransform: 'capitalize' })
export const calendarNote = style({ margin: `0 0 calc(-1 * ${vars.space.xs})`, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const calendar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: 4,
  // The day prices size to its width (cqi).
  containerType: 'inline-size',
  selectors: { '&[data-loading]': { opacity: 0.5 } },
})
export const weekday = style({ textAlign: 'center', fontSize: vars.fontSize.xs, color: vars.color.textMuted, paddingBottom: 2 })
export const day = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: 1,
  // Big enough for a finger: the height here, the width a seventh of the calendar.
  minHeight: 52,
  padding: 2,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-unavailable]': { cursor: 'default', borderColor: 'transparent', background: 'transparent', color: vars.color.textMuted },
    '&:hover:not([data-unavailable])': { borderColor: vars.color.brand },
    '&[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textInverse },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
})
export const dayPrice = style({
  // Sized to the calendar's width: as large as a four-digit price allows in a day, legible on the smallest phone.
  fontSize: 'clamp(0.6875rem, 4cqi, 0.8125rem)',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.success,
  whiteSpace: 'nowrap',
  selectors: { [`${day}[aria-pressed="true"] &`]: { color: vars.color.textInverse } },
})

export const similar = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.md,
})
globalStyle(`${similar} > li`, { minWidth: 0 })
