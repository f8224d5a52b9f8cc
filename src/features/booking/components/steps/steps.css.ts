import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQuery.sm]: { gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } },
})

export const card = style({
  position: 'relative',
  // A column whose foot (total, 'Sélectionner') sits at the bottom: the buttons of a row line up.
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  transition: `border-color ${vars.motion.fast}`,
  selectors: { '&[data-selected]': { borderColor: vars.color.brand, boxShadow: vars.shadow.md } },
})
export const cardHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm })
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold })
/** A card title led by an icon on its first line (the icon is a block: it would take a line of its own). */
export const titleWithIcon = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs })
export const titleIcon = style({ flexShrink: 0, marginTop: 2 })
export const cardPrice = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.brandStrong, whiteSpace: 'nowrap' })
export const included = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold })
export const services = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm })
globalStyle(`${services} li`, { display: 'flex', gap: vars.space.xs, alignItems: 'center', color: vars.color.textMuted })
globalStyle(`${services} li[data-included]`, { color: vars.color.text })
export const serviceState = style({ marginLeft: 'auto', display: 'inline-flex' })
export const cardFoot = style({ margin: 0, marginTop: 'auto', display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.xs })
export const cardBody = style({ display: 'grid', gap: vars.space.sm })
/** A fare's radio (the label in its title): the label covers the whole card, so a press anywhere on it picks the fare. */
globalStyle(`${cardTitle} > label::after`, { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg })

export const formGrid = style({ display: 'grid', gap: vars.space.md, '@media': { [mediaQuery.sm]: { gridTemplateColumns: '1fr 1fr' } } })
export const full = style({ '@media': { [mediaQuery.sm]: { gridColumn: '1 / -1' } } })
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.md, minWidth: 0 })
export const legend = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, padding: 0, marginBottom: vars.space.sm })

export const group = style({ display: 'grid', gap: vars.space.sm })
export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold })
export const directions = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}` })

export const insuranceText = style({ fontSize: vars.fontSize.sm, color: vars.color.text })
globalStyle(`${insuranceText} p, ${insuranceText} ul`, { margin: `0 0 ${vars.space.xs}` })
globalStyle(`${insuranceText} ul`, { paddingLeft: vars.space.lg })
globalStyle(`${insuranceText} a`, { color: vars.color.brandStrong })

export const summaryList = style({ margin: 0, display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm })
globalStyle(`${summaryList} > div`, { display: 'grid', gridTemplateColumns: 'minmax(120px, 35%) 1fr', gap: vars.space.sm })
globalStyle(`${summaryList} dt`, { color: vars.color.textMuted })
globalStyle(`${summaryList} dd`, { margin: 0, overflowWrap: 'anywhere' })

export const schedule = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
})
globalStyle(`${schedule} li`, { display: 'flex', justifyContent: 'space-between', gap: vars.space.md })
export const indent = style({ paddingLeft: vars.space.xl, display: 'grid', gap: vars.space.sm })
export const errorText = style({ color: vars.color.critical, fontSize: vars.fontSize.sm, margin: 0 })

/** 'Lire les formalités' under its box, aligned with the box's label. */
export const termPageButton = style({ marginInlineStart: 28 })
export const termPage = style({ lineHeight: vars.lineHeight.normal })
globalStyle(`${termPage} p`, { margin: `0 0 ${vars.space.sm}` })
