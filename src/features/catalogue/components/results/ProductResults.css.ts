import { globalStyle, style } from '@vanilla-extract/css'
import { breakpoints, mediaQuery, vars, visuallyHiddenRules } from 'design-system'

/** Below sm: a phone held upright. */
const phone = `screen and (max-width: ${breakpoints.sm - 0.02}px)`

/**
 * On a phone everything above the list is compact (title, the summary's line with its pencil, the
 * count with the layout switch, one options bar), so the first card is on the first screen.
 */
export const page = style({
  maxWidth: 1280,
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xxl}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  '@media': { [mediaQuery.md]: { paddingTop: vars.space.md, gap: vars.space.lg } },
})
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, '@media': { [mediaQuery.md]: { fontSize: vars.fontSize.xxl } } })
export const titleRow = style({ display: 'grid', gap: 2 })
export const summaryRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [phone]: { justifyContent: 'space-between' } },
})
export const summary = style({
  margin: 0,
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [phone]: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
})
/** 'Modifier la recherche': the button's name always, its visible text from sm. */
export const modifyLabel = style({ '@media': { [phone]: visuallyHiddenRules } })

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [mediaQuery.productResultsWide]: { gridTemplateColumns: '280px minmax(0, 1fr)', alignItems: 'start' } },
})

export const sidebar = style({
  display: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  '@media': {
    [mediaQuery.productResultsWide]: {
      display: 'grid',
      gap: vars.space.sm,
      position: 'sticky',
      top: vars.space.md,
      maxHeight: `calc(100vh - 2 * ${vars.space.md})`,
      overflowY: 'auto',
    },
  },
})
export const sidebarTitle = style({ margin: 0, fontSize: vars.fontSize.lg })
export const headline = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const main = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  minWidth: 0,
  alignContent: 'start',
  '@media': { [mediaQuery.md]: { gap: vars.space.md } },
})
/** The count, and the layout switch at its end. */
export const resultsHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm })
export const resultsTitle = style({ margin: 0, fontSize: vars.fontSize.lg })
export const toolbar = style({
  display: 'none',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  minWidth: 0,
  '@media': { [mediaQuery.productResultsWide]: { display: 'flex' } },
})
globalStyle(`${toolbar} > *`, { minWidth: 0, maxWidth: '100%' })
export const toolbarEnd = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end', marginLeft: 'auto' })
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 })
export const accommodationSelect = style({ minWidth: 200 })

/** Mobile options: Trier, Filtrer, Carte. */
export const optionsBar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xs,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  padding: `${vars.space.xxs} 0`,
  background: vars.color.background,
  '@media': { [mediaQuery.productResultsWide]: { display: 'none' } },
})

export const list = style({ position: 'relative', listStyle: 'none', margin: 0, padding: 0, selectors: { '&[data-flow]': { display: 'grid', gap: 16 } } })
const rowColumns = {
  '@media': {
    [mediaQuery.sm]: { selectors: { '&[data-columns="2"], &[data-columns="3"]': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
    [mediaQuery.lg]: { selectors: { '&[data-columns="3"]': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
  },
} as const
export const row = style({ position: 'absolute', top: 0, left: 0, width: '100%', display: 'grid', gap: 16, ...rowColumns })
globalStyle(`${list}[data-flow] > ${row}`, { position: 'static' })
export const skeletonRow = style({ display: 'grid', gap: 16, ...rowColumns })
export const sentinel = style({ height: 1 })
export const end = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted, padding: vars.space.md })
export const busy = style({ opacity: 0.55, transition: `opacity ${vars.motion.fast}` })

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

export const mapButton = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs })
