import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'

export const calendar = style({
  width: 'fit-content',
  maxWidth: '100%',
  color: vars.color.text,
  selectors: { '&[data-orientation="vertical"]': { width: '100%' } },
})
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs, marginBottom: vars.space.xs })
export const heading = style({
  flex: 1,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'capitalize',
  margin: 0,
})
// Months side by side keep their own heights (a 5-week month's rows do not stretch to a 6-week one's).
export const months = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap', alignItems: 'flex-start' })
export const grid = style({ borderCollapse: 'collapse', borderSpacing: 0 })
export const headerCell = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  paddingBottom: vars.space.xxs,
  textTransform: 'uppercase',
})
export const cell = style({
  width: 40,
  height: 40,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 1,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.brandSoft },
    '&[data-pressed]': { background: vars.color.brandSoft, transform: 'scale(0.95)' },
    '&[data-today]': { fontWeight: vars.fontWeight.bold, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&[data-selected]': { background: vars.color.brand, color: vars.color.textInverse, fontWeight: vars.fontWeight.semibold },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: '#8a94a3', cursor: 'default', background: 'transparent' },
    '&[data-unavailable]': { color: vars.color.disabledText, textDecoration: 'line-through', cursor: 'not-allowed', background: 'transparent' },
    '&[data-invalid]': { background: vars.color.critical, color: vars.color.textInverse },
  },
})
/** A day with a second line (its price): taller, in a rounded square. */
export const cellWithContent = style({
  height: 50,
  flexDirection: 'column',
  gap: 1,
  borderRadius: vars.radius.md,
  lineHeight: 1.1,
  selectors: {
    '&::after': {
      content: 'attr(data-day-content)',
      fontSize: '0.6875rem',
      whiteSpace: 'nowrap',
      letterSpacing: '-0.02em',
      color: vars.color.textMuted,
    },
    '&[data-emphasis="highlight"]::after': { color: vars.color.success, fontWeight: vars.fontWeight.bold },
    '&[data-selected]::after': { color: 'inherit' },
  },
})
/** Vertical: a scrolling list of months (on a phone), each under its own title. */
export const monthList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, alignItems: 'center' })
export const monthBlock = style({ scrollMarginTop: vars.space.xs })
/** A month not rendered yet (far from the view): its grid's width and height. */
export const monthPlaceholder = style({ width: 294 })
export const monthTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'capitalize',
  margin: `0 0 ${vars.space.xs}`,
  textAlign: 'center',
})
/** Range calendar: the days between start and end get a soft band. */
export const rangeCell = style({
  selectors: {
    '&[data-selected]': { background: vars.color.brandSoft, color: vars.color.brandStrong, borderRadius: 0 },
    '&[data-selection-start], &[data-selection-end]': { background: vars.color.brand, color: vars.color.textInverse, borderRadius: vars.radius.full },
  },
})
export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.critical, marginTop: vars.space.xs })
