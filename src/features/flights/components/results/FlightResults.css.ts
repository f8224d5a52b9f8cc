import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQuery, renderNearViewport, vars } from 'design-system'

export const page = style({
  maxWidth: 1280,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
})

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  alignItems: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: `${vars.space.sm} ${vars.space.md}`,
})

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [mediaQuery.lg]: { gridTemplateColumns: '300px minmax(0, 1fr)', alignItems: 'start' } },
})

export const sidebar = style({
  display: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  '@media': {
    [mediaQuery.lg]: { display: 'block', position: 'sticky', top: vars.space.md, maxHeight: `calc(100vh - 2 * ${vars.space.md})`, overflowY: 'auto' },
  },
})
export const sidebarTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.md })

export const main = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, minWidth: 0 })
export const resultsTitle = style({ fontSize: vars.fontSize.lg })
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between', minWidth: 0 })
globalStyle(`${toolbar} > *`, { minWidth: 0, maxWidth: '100%' })
export const toolbarEnd = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', marginLeft: 'auto' })

export const filters = style({ display: 'grid', gap: vars.space.lg })
export const filterGroup = style({ display: 'grid', gap: vars.space.xs })
export const filterLabel = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm })
export const airlineOption = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, width: '100%' })
export const airlinePrice = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' })

export const list = style({ position: 'relative', listStyle: 'none', margin: 0, padding: 0, selectors: { '&[data-flow]': { display: 'grid', gap: 12 } } })
export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  display: 'grid',
  gap: 12,
  // Two cards per row from md up (the server assumes a wide screen; on a narrow one the two
  // cards of a server-rendered row stack until the client regroups them).
  '@media': { [mediaQuery.md]: { selectors: { '&[data-columns="2"]': { gridTemplateColumns: '1fr 1fr' } } } },
})
globalStyle(`${list}[data-flow] > ${row}`, { position: 'static' })
/**
 * A server-rendered row past the first screen, while the list is in normal flow: skipped by the
 * first frames until it comes near the viewport (a phone's first frame laid out 7 rows, 3,100 px,
 * to show one). Once the list is placed, the rows are measured as usual.
 */
export const laterRow = style([renderNearViewport('445px', { [mediaQuery.md]: '150px' })])
export const skeletonCard = style({
  display: 'grid',
  gap: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
})

/**
 * The flexible-dates strip's height with its caption, by trip (its skeleton's too: no shift when
 * it loads): a round trip's days read on two lines (outward, return), a one-way's on one.
 * A skeleton 18 px short of a round trip's strip moved the whole list when the prices came
 * (CLS 0.405 on a phone, once the list was in flow).
 */
export const flexStripHeight = { oneWay: 84, roundTrip: 102 } as const
export const flexStrip = style({
  overflowX: 'auto',
  paddingBottom: 2,
  minHeight: flexStripHeight.oneWay,
  display: 'grid',
  alignContent: 'start',
  gap: 4,
  selectors: { '&[data-trip="roundTrip"]': { minHeight: flexStripHeight.roundTrip } },
})
export const flexCaption = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, lineHeight: '16px' })
export const flexList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  selectors: { '&[data-stale]': { cursor: 'progress' } },
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(max-content, 1fr)',
  gap: vars.space.xs,
})
export const flexDay = style({
  width: '100%',
  minWidth: 120,
  display: 'grid',
  gap: 2,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  font: 'inherit',
  cursor: 'pointer',
  textAlign: 'center',
  color: vars.color.text,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&[data-current]': { borderColor: vars.color.brand, boxShadow: `inset 0 -3px 0 ${vars.color.brand}`, background: vars.color.brandSoft },
    '&:disabled': { cursor: 'default', color: vars.color.textMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
})
// Prices being refreshed: dashed days, the text kept at full contrast.
globalStyle(`${flexList}[data-stale] ${flexDay}`, { borderStyle: 'dashed' })
// One line per date (the label breaks after the outward's ' -'), never wrapped: a fixed height.
export const flexDate = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'pre' })
export const flexPrice = style({ fontWeight: vars.fontWeight.bold, selectors: { [`${flexDay}[data-cheapest] &`]: { color: vars.color.success } } })
export const bestPrices = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.xs,
})
globalStyle(`${bestPrices} li`, {
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
})
export const bestPrice = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brandStrong })
export const previousFilters = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const chips = style({ display: 'flex', gap: vars.space.xs, overflowX: 'auto', '@media': { [mediaQuery.lg]: { display: 'none' } } })

export const skipToResults = style({
  position: 'absolute',
  left: '-10000px',
  selectors: {
    '&:focus': {
      position: 'static',
      justifySelf: 'start',
      padding: `${vars.space.xs} ${vars.space.md}`,
      background: vars.color.surface,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.md,
      fontWeight: vars.fontWeight.bold,
    },
  },
})
export const showMore = style({ justifySelf: 'start' })
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 })

/** The messages of an invalid /search URL, under 'Vérifiez votre recherche'. */
export const issueList = style({ margin: '8px 0 0', paddingInlineStart: 20, textAlign: 'start', fontWeight: 600 })

/**
 * A row of chips that scrolls sideways on a phone: its right edge fades, so a cut chip reads
 * as "more this way"; the end padding lets the last chip scroll clear of the fade.
 */
export const scrollHint = style({
  '@media': {
    [mediaQuery.belowMd]: {
      maskImage: 'linear-gradient(to right, #000 calc(100% - 40px), transparent)',
      paddingRight: 40,
    },
  },
})
export const sortNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
