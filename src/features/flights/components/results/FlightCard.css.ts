import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.sm,
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong } },
  '@media': {
    [mediaQuery.md]: {
      gap: vars.space.md,
      padding: vars.space.md,
      selectors: { '&[data-layout="list"]': { gridTemplateColumns: '1fr 200px', alignItems: 'center', padding: vars.space.lg } },
    },
  },
})

export const routes = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })

export const route = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  alignItems: 'center',
  // Carrier, times and tags side by side in a list row; stacked in a 'Mosaïque' card.
  '@media': { [mediaQuery.md]: { selectors: { [`${card}[data-layout="list"] &`]: { gridTemplateColumns: '170px minmax(0, 1fr) 90px' } } } },
})

export const carrier = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 })
// 24 px on a phone (a card's height counts there), 32 from md up.
const logoSize = { width: 24, height: 24, '@media': { [mediaQuery.md]: { width: 32, height: 32 } } } as const
export const logo = style({ ...logoSize, borderRadius: vars.radius.sm, flexShrink: 0 })
export const logoFallback = style({
  ...logoSize,
  borderRadius: vars.radius.sm,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
})
export const carrierName = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const times = style({ display: 'grid', gridTemplateColumns: 'auto 1fr auto', gap: vars.space.sm, alignItems: 'center' })
export const end = style({ display: 'grid', justifyItems: 'center', lineHeight: 1.2 })
export const time = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums', position: 'relative' })
export const dayOffset = style({ fontSize: vars.fontSize.xs, color: vars.color.critical, marginLeft: 2, fontWeight: vars.fontWeight.bold })
export const code = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
globalStyle(`${code} abbr`, { textDecoration: 'none' })
export const middle = style({ display: 'grid', justifyItems: 'center', gap: 2, minWidth: 0 })
export const duration = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, whiteSpace: 'nowrap' })
export const line = style({
  width: '100%',
  height: 2,
  background: vars.color.borderStrong,
  borderRadius: 1,
  position: 'relative',
  selectors: {
    '&[data-stops="1"]::after, &[data-stops="2"]::after': {
      content: '""',
      position: 'absolute',
      top: -3,
      left: 'calc(50% - 4px)',
      width: 8,
      height: 8,
      borderRadius: '50%',
      background: vars.color.surface,
      border: `2px solid ${vars.color.accent}`,
    },
  },
})
export const stops = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.accentStrong,
  whiteSpace: 'nowrap',
  selectors: { '&[data-direct]': { color: vars.color.success } },
})

export const tags = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  justifyContent: 'flex-start',
  '@media': { [mediaQuery.md]: { selectors: { [`${card}[data-layout="list"] &`]: { justifyContent: 'flex-end' } } } },
})
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.info,
  background: vars.color.infoSoft,
  borderRadius: vars.radius.full,
  padding: `2px ${vars.space.xs}`,
})
export const bag = style({ color: vars.color.success, display: 'inline-flex' })

export const nights = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
  borderTop: `1px dashed ${vars.color.border}`,
  paddingTop: vars.space.xs,
})
export const warning = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.warning,
  background: vars.color.warningSoft,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
})

/**
 * Price, passengers and 'Voir le détail': on a phone side by side (price on the left, the button
 * on the right: a card fits the first screen under the toolbar), stacked on the right from md up.
 */
export const aside = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'end',
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.sm,
  '@media': {
    [mediaQuery.belowMd]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"price button" "pax button" "bag bag"',
      alignItems: 'center',
      justifyItems: 'start',
      columnGap: vars.space.md,
      rowGap: 2,
    },
    [mediaQuery.md]: {
      selectors: {
        [`${card}[data-layout="list"] &`]: { borderTop: 'none', borderLeft: `1px solid ${vars.color.border}`, paddingTop: 0, paddingLeft: vars.space.lg },
      },
    },
  },
})
export const meta = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.xs })
const phone = (rules: Parameters<typeof globalStyle>[1]) => ({ '@media': { [mediaQuery.belowMd]: rules } })
globalStyle(`${aside} > :first-child`, phone({ gridArea: 'price' }))
globalStyle(`${aside} > ${meta}`, phone({ gridArea: 'pax' }))
globalStyle(`${aside} > a`, phone({ gridArea: 'button' }))
/** The mark of 'Trier par meilleure note': a small pill in the rating colour. */
export const mark = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  padding: `1px ${vars.space.xs}`,
  borderRadius: `${vars.radius.md} ${vars.radius.md} ${vars.radius.md} 2px`,
  background: vars.color.rating,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.4,
  cursor: 'help',
})
export const markScale = style({ fontWeight: vars.fontWeight.regular })
export const passengers = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
/** 'Prix avec bagage : …' under the price. */
export const bagPrice = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'end',
  '@media': { [mediaQuery.belowMd]: { gridArea: 'bag', textAlign: 'start' } },
})
globalStyle(`${bagPrice} strong`, { color: vars.color.text, fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' })

/** CO₂ per passenger, and the 'Émissions plus faibles' pill. */
export const co2 = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  cursor: 'help',
})
export const lowCo2 = style({
  color: vars.color.success,
  background: vars.color.successSoft,
  borderRadius: vars.radius.full,
  padding: `1px ${vars.space.xs}`,
  fontWeight: vars.fontWeight.medium,
})

// ---------------------------------------------------------------------------------------
// Compact card: the desktop list ('Liste' from md up) shows one line per leg, price and button
// on the right (~100 px a card for a round trip). Mobile and 'Mosaïque' keep the rich card.
// The same markup, so the server's HTML is the client's at every width (no layout shift).
const compact = `${card}[data-layout="list"]`
const md = (rules: Parameters<typeof globalStyle>[1]) => ({ '@media': { [mediaQuery.md]: rules } })
// The price column fits a four-digit price beside 'Voir le détail'; the rest goes to the legs.
globalStyle(compact, md({ gridTemplateColumns: 'minmax(0, 1fr) 280px', padding: `${vars.space.sm} ${vars.space.md}`, gap: vars.space.md }))
globalStyle(`${compact} ${routes}`, md({ gap: 4 }))
// Nothing is cut: a carrier's name too long for its column (and, when the card is narrow, the
// stops) wraps to a second line.
globalStyle(`${compact} ${route}`, md({ gridTemplateColumns: '140px minmax(0, 1fr) 24px', minHeight: 32 }))
globalStyle(`${compact} ${carrierName}`, md({ whiteSpace: 'normal', lineHeight: 1.2, fontSize: vars.fontSize.xs }))
globalStyle(`${compact} ${logo}, ${compact} ${logoFallback}`, md({ width: 24, height: 24 }))
globalStyle(`${compact} ${times}`, md({ gridTemplateColumns: 'auto minmax(0, 1fr) auto', gap: vars.space.sm }))
globalStyle(`${compact} ${end}`, md({ display: 'flex', alignItems: 'baseline', gap: 6, justifyContent: 'flex-start', whiteSpace: 'nowrap' }))
globalStyle(`${compact} ${end}:last-child`, md({ justifyContent: 'flex-end' }))
globalStyle(`${compact} ${time}`, md({ fontSize: vars.fontSize.md }))
globalStyle(`${compact} ${middle}`, md({ display: 'flex', alignItems: 'center', gap: vars.space.xs, justifyContent: 'center' }))
globalStyle(`${compact} ${stops}`, md({ whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2 }))
globalStyle(`${compact} ${line}`, md({ flex: '0 1 48px', minWidth: 12 }))
globalStyle(`${compact} ${nights}`, md({ paddingTop: 2, fontSize: vars.fontSize.xs }))
globalStyle(
  `${compact} ${aside}`,
  md({
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gridTemplateAreas: '"price button" "pax button" "bag bag"',
    alignItems: 'center',
    columnGap: vars.space.md,
    rowGap: 0,
    paddingLeft: vars.space.md,
  }),
)
globalStyle(`${compact} ${aside} > :first-child`, md({ gridArea: 'price' }))
globalStyle(`${compact} ${meta}`, md({ gridArea: 'pax', justifySelf: 'end' }))
globalStyle(`${compact} ${passengers}`, md({ fontSize: vars.fontSize.xs }))
globalStyle(`${compact} ${bagPrice}`, md({ gridArea: 'bag', fontSize: vars.fontSize.xs }))
globalStyle(`${compact} ${aside} > a`, md({ gridArea: 'button' }))
