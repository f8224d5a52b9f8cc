import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
  gap: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.xl,
  padding: vars.space.md,
  boxShadow: vars.shadow.lg,
  selectors: {
    // 'Modifier la recherche': framed by the page (results header, drawer).
    '&[data-variant=compact]': { borderRadius: 0, boxShadow: 'none', padding: 0, background: 'transparent' },
  },
  '@media': { [mediaQuery.md]: { padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}` } },
})
globalStyle(`${form}[data-variant=compact]`, { '@media': { [mediaQuery.md]: { padding: 0 } } })

/** Departure, swap, destination, dates, passengers, search. */
export const bar = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [mediaQuery.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
    [mediaQuery.lg]: { gridTemplateColumns: 'minmax(0, 2.2fr) minmax(0, 1.7fr) minmax(0, 0.85fr) auto' },
  },
  selectors: {
    '&[data-type=oneWay]': { '@media': { [mediaQuery.lg]: { gridTemplateColumns: 'minmax(0, 2.1fr) minmax(0, 0.9fr) minmax(0, 0.9fr) auto' } } },
  },
})

export const places = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQuery.md]: { gridColumn: '1 / -1', gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)', gap: 0 },
    [mediaQuery.lg]: { gridColumn: 'auto' },
  },
})
export const place = style({ minWidth: 0 })

export const swap = style({
  position: 'absolute',
  right: vars.space.md,
  top: 44,
  zIndex: 1,
  transform: 'rotate(90deg)',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  '@media': {
    [mediaQuery.md]: { position: 'relative', right: 'auto', top: 'auto', transform: 'none', margin: `14px -10px 0`, alignSelf: 'start' },
  },
})
globalStyle(`${swap} > button`, { background: vars.color.surface, boxShadow: vars.shadow.sm })

export const datesPair = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xs, minWidth: 0 })
export const singleDate = style({ minWidth: 0 })
export const passengers = style({ minWidth: 0 })

export const submit = style({
  minHeight: 60,
  '@media': {
    [mediaQuery.md]: { gridColumn: '1 / -1' },
    [mediaQuery.lg]: { gridColumn: 'auto', paddingInline: vars.space.lg },
  },
})

// Multi-destination

export const multi = style({ display: 'grid', gap: vars.space.sm })
export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"title delete" "from from" "to to" "date date"',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [mediaQuery.md]: {
      gridTemplateColumns: '4.5rem minmax(0, 1fr) auto minmax(0, 1fr) minmax(0, 0.8fr) auto',
      gridTemplateAreas: '"title from arrow to date delete"',
      paddingBottom: 0,
      borderBottom: 'none',
    },
  },
})
globalStyle(`${row} > :nth-child(1)`, { gridArea: 'title' })
globalStyle(`${row} > :nth-child(2)`, { gridArea: 'from' })
globalStyle(`${row} > :nth-child(3)`, { gridArea: 'arrow' })
globalStyle(`${row} > :nth-child(4)`, { gridArea: 'to' })
globalStyle(`${row} > :nth-child(5)`, { gridArea: 'date' })
globalStyle(`${row} > :nth-child(6)`, { gridArea: 'delete', '@media': { [mediaQuery.md]: { marginTop: 8 } } })

export const rowTitle = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  color: vars.color.brand,
  alignSelf: 'center',
  '@media': { [mediaQuery.md]: { alignSelf: 'start', marginTop: 20 } },
})
export const rowArrow = style({ display: 'none', color: vars.color.textMuted, '@media': { [mediaQuery.md]: { display: 'block', margin: '21px 4px 0' } } })

export const multiFooter = style({
  display: 'grid',
  gap: vars.space.xs,
  alignItems: 'start',
  '@media': { [mediaQuery.md]: { gridTemplateColumns: 'auto minmax(0, 1fr) minmax(0, 260px) auto' } },
})
globalStyle(`${multiFooter} > :first-child`, { '@media': { [mediaQuery.md]: { marginTop: 8 } } })
globalStyle(`${multiFooter} > :nth-child(2)`, { '@media': { [mediaQuery.md]: { gridColumn: 3 } } })
globalStyle(`${multiFooter} > :nth-child(3)`, { '@media': { [mediaQuery.md]: { gridColumn: 4, paddingInline: vars.space.xl } } })

export const formError = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium })

// Pickers' content

export const optionIcon = style({ color: vars.color.textMuted, flexShrink: 0 })
export const optionName = style({ fontWeight: vars.fontWeight.semibold })
export const optionCode = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  padding: '1px 6px',
  marginLeft: 4,
})

export const optionMeta = style({ display: 'block', fontSize: vars.fontSize.sm, color: 'inherit', fontWeight: vars.fontWeight.regular })

export const calendarFallback = style({ display: 'grid', placeItems: 'center', minHeight: 320 })

export const steppers = style({ display: 'grid', gap: vars.space.md })
export const stepperNote = style({ margin: 0, minHeight: '1.25rem', fontSize: vars.fontSize.sm, color: vars.color.textMuted })

globalStyle(`${form} > *`, { minWidth: 0 })
/** The location picker's content wrapper (for its focus): no box of its own. */
export const locationBox = style({ display: 'contents' })
