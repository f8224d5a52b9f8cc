import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from 'design-system'

/** The closed graph's height (its toggle's line): its placeholder's too. */
export const graphToggleHeight = 45

/** The chart's geometry (px): the marker's line above the bars, the bars, the dates' axis. */
export const chart = { top: 22, plot: 132, axis: 26, yAxis: 52, step: 26 } as const
const svgHeight = chart.top + chart.plot + chart.axis

/**
 * The open graph's height, loading or loaded (no jump when the prices come): caption, the day's
 * line, the chart with its scroll bar's room, the legend.
 */
export const graphHeight = 16 + 4 + 20 + 4 + svgHeight + 8 + 4 + 16

export const graph = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4, minHeight: graphHeight, alignContent: 'start' })
export const caption = style({ margin: 0, fontSize: vars.fontSize.xs, lineHeight: '16px', color: vars.color.textMuted })
export const readout = style({
  margin: 0,
  minHeight: 20,
  fontSize: vars.fontSize.sm,
  lineHeight: '20px',
  color: vars.color.text,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})
export const readoutPrice = style({ fontWeight: vars.fontWeight.bold })
export const frame = style({ display: 'flex', alignItems: 'flex-start' })
export const yAxis = style({ flex: `0 0 ${chart.yAxis}px`, display: 'block' })
export const scroller = style({ flex: '1 1 auto', minWidth: 0, overflowX: 'auto', overflowY: 'hidden', paddingBottom: 8 })
export const plotArea = style({ position: 'relative', height: svgHeight })
export const svg = style({ display: 'block', overflow: 'visible' })
export const axisLabel = style({ fill: vars.color.textMuted, fontSize: 11, fontFamily: 'inherit' })
export const tick = style({})
globalStyle(`${tick} line`, { stroke: vars.color.borderStrong })
export const grid = style({ stroke: vars.color.border, strokeWidth: 1 })
export const baseline = style({ stroke: vars.color.borderStrong, strokeWidth: 1 })
// Bars are graphical objects: each colour at least 3:1 on the page's white.
export const bar = style({
  fill: vars.color.brand,
  selectors: {
    '&[data-cheapest]': { fill: vars.color.success },
    '&[data-current]': { fill: vars.color.accent },
    '&[data-none]': { fill: vars.color.borderStrong },
  },
})
export const marker = style({ fill: vars.color.accent, fontSize: 11, fontWeight: vars.fontWeight.bold, fontFamily: 'inherit' })

/** One transparent column per day over the bars (not the marker's line): what a pointer or the keyboard picks. */
export const days = style({
  position: 'absolute',
  inset: `${chart.top - 4}px 0 ${chart.axis}px 0`,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  outline: 'none',
})
export const day = style({
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: 'rgba(11, 79, 156, 0.08)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
    '&[data-disabled]': { cursor: 'default', background: 'none' },
  },
})

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.xs,
  lineHeight: '16px',
  color: vars.color.textMuted,
})
export const swatch = style({ display: 'inline-block', width: 10, height: 10, marginRight: 4, borderRadius: 2, verticalAlign: -1 })
globalStyle(`${swatch}[data-kind="current"]`, { background: vars.color.accent })
globalStyle(`${swatch}[data-kind="cheapest"]`, { background: vars.color.success })
globalStyle(`${swatch}[data-kind="day"]`, { background: vars.color.brand })
export const failed = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm })
export const message = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
