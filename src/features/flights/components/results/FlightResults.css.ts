import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { mediaQuery, renderNearViewport, vars, visuallyHiddenRules } from 'design-system'

/**
 * On a phone everything above the list is compact (the one-line summary, the count with
 * 'Meilleurs prix', the strip on one line, one toolbar), so the first card is on the first screen.
 */
export const page = style({
  maxWidth: 1280,
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  '@media': { [mediaQuery.md]: { padding: `${vars.space.lg} ${vars.space.md}`, gap: vars.space.lg } },
})

/** The search: its form and the agency in a box from md up; on a phone the summary button alone. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  alignItems: 'center',
  '@media': {
    [mediaQuery.md]: {
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      padding: `${vars.space.sm} ${vars.space.md}`,
    },
  },
})
export const agency = style({ '@media': { [mediaQuery.belowMd]: { display: 'none' } } })

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

export const main = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  minWidth: 0,
  '@media': { [mediaQuery.md]: { gap: vars.space.md } },
})
/** The count, the layout switch and 'Meilleurs prix' toggled at the end (its panel opens on the row below). */
export const resultsHead = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
})
export const layoutSwitch = style({ '@media': { [mediaQuery.belowMd]: { display: 'none' } } })
export const resultsTitle = style({ margin: 0, fontSize: vars.fontSize.lg })
/** What reads prices by date, above the list. */
export const datePrices = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })
/** The sort chips, from md (a phone has 'Trier' among the filter chips). */
export const toolbar = style({ minWidth: 0, '@media': { [mediaQuery.belowMd]: { display: 'none' } } })

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
 * The flexible-dates strip's height with its caption, by trip, from md up (its skeleton's too: no
 * shift when it loads): a round trip's days read on two lines (outward, return), a one-way's on
 * one. On a phone every day is one short line, whatever the trip. A skeleton 18 px short of a
 * round trip's strip moved the whole list when the prices came (CLS 0.405 on a phone).
 */
export const flexStripHeight = { oneWay: 84, roundTrip: 102 } as const
const FLEX_STRIP_PHONE_HEIGHT = 38
const FLEX_DAY_PHONE_HEIGHT = 36
const stripHeight = (trip: keyof typeof flexStripHeight) => ({
  minHeight: FLEX_STRIP_PHONE_HEIGHT,
  '@media': { [mediaQuery.md]: { minHeight: flexStripHeight[trip] } },
})
export const flexSkeleton = styleVariants(flexStripHeight, (_, trip) => stripHeight(trip))
export const flexStrip = style({
  overflowX: 'auto',
  paddingBottom: 2,
  display: 'grid',
  alignContent: 'start',
  gap: 4,
  ...stripHeight('oneWay'),
  selectors: { '&[data-trip="roundTrip"]': stripHeight('roundTrip') },
})
/** Read with the strip (its description); on a phone, not shown: the days say it. */
export const flexCaption = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  lineHeight: '16px',
  '@media': { [mediaQuery.belowMd]: visuallyHiddenRules },
})
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
  '@media': {
    [mediaQuery.belowMd]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 6,
      minWidth: 0,
      height: FLEX_DAY_PHONE_HEIGHT,
      paddingBlock: 0,
      whiteSpace: 'nowrap',
    },
  },
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
export const flexDate = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'pre',
  '@media': { [mediaQuery.belowMd]: { display: 'none' } },
})
/** A phone's label of the day ('18 – 23 déc.'), in place of `flexDate`. */
export const flexDateShort = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, '@media': { [mediaQuery.md]: { display: 'none' } } })
export const flexPrice = style({ fontWeight: vars.fontWeight.bold, selectors: { [`${flexDay}[data-cheapest] &`]: { color: vars.color.success } } })
export const chips = style({ display: 'flex', gap: vars.space.xs, overflowX: 'auto', '@media': { [mediaQuery.lg]: { display: 'none' } } })
export const phoneOnly = style({ flexShrink: 0 })
globalStyle(`${chips} > ${phoneOnly}`, { '@media': { [mediaQuery.md]: { display: 'none' } } })

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
