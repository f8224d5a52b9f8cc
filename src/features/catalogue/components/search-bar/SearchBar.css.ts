import { style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  // Its forms lay out by the room they have (the home page, a drawer), not by the window's width.
  containerType: 'inline-size',
})

export const subTabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

export const form = style({
  display: 'grid',
  gap: vars.space.sm,
  // Four pickers and the button in one row when there is room (home banner), stacked in a drawer.
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  alignItems: 'end',
  paddingBlockStart: vars.space.md,
})

export const pickerBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted })
export const options = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs })
export const option = style({
  width: '100%',
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.surfaceMuted },
    '&[aria-pressed="true"]': { fontWeight: 600, background: vars.color.surfaceMuted },
  },
})
export const optionHint = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted })
export const tiles = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xs })
export const note = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted })
export const empty = style({ margin: 0, color: vars.color.textMuted })
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

export const room = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})
export const roomTitle = style({ padding: `0 ${vars.space.xs}`, fontWeight: 600 })
/**
 * Hotel + flight: the five fields and the button in one row when the bar has a desktop's room
 * (§2.12), each field as wide as its text when they all fit, else the longest sharing what is
 * left; two rows of three before that.
 */
export const hotelFlightForm = style([
  form,
  {
    alignItems: 'start',
    '@container': {
      '(min-width: 1000px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      '(min-width: 1200px)': { gridTemplateColumns: 'repeat(5, minmax(0, auto)) auto', columnGap: vars.space.xs },
    },
  },
])
export const banner = style({ gridColumn: '1 / -1', selectors: { '&:empty': { position: 'absolute' } } })
export const bannerList = style({ margin: 0, paddingInlineStart: vars.space.lg })

/** The bar from md up, the summary box below (both server-rendered, CSS shows one). */
export const desktopOnly = style({ display: 'none', '@media': { [mediaQuery.md]: { display: 'block' } } })
export const mobileOnly = style({ '@media': { [mediaQuery.md]: { display: 'none' } } })
export const summaryBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 56,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
})
export const summaryIcon = style({ flexShrink: 0, color: vars.color.brand })
export const summaryText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 })
export const summaryTitle = style({ fontWeight: 600 })
export const summaryHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

/** The search drawer: four type tiles, then the sub-mode bar and the form. */
export const drawerBar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const typeTiles = style({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.xs, fontSize: vars.fontSize.sm })
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: 72,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.brand, background: vars.color.brandSoft, color: vars.color.brandStrong },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
})

/** The banner with a sample search (§2.9) opening the top drawer. */
export const searchBanner = style([
  summaryBox,
  { borderRadius: vars.radius.lg, boxShadow: vars.shadow.sm, minHeight: 52, '@media': { [mediaQuery.md]: { width: 'auto', minWidth: 420 } } },
])
export const searchBannerAction = style({ marginInlineStart: 'auto', fontWeight: 600, color: vars.color.brand, whiteSpace: 'nowrap' })
