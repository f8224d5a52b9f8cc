import { createVar, style } from '@vanilla-extract/css'
import { mediaQuery } from '../tokens/breakpoints'
import { vars } from '../tokens/contract.css'

/** Items per view from md up, and an item's width below md. */
export const perViewVar = createVar()
export const mobileWidthVar = createVar()
export const gapVar = createVar()

export const root = style({ position: 'relative' })

export const track = style({
  display: 'flex',
  gap: gapVar,
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: vars.space.xxs,
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  '@media': { [mediaQuery.reducedMotion]: { scrollBehavior: 'auto' } },
})

export const item = style({
  flex: `0 0 min(${mobileWidthVar}, calc(100% - 2 * ${vars.space.md}))`,
  scrollSnapAlign: 'start',
  minWidth: 0,
  display: 'flex',
  '@media': {
    [mediaQuery.md]: { flexBasis: `calc((100% - (${perViewVar} - 1) * ${gapVar}) / ${perViewVar})` },
  },
})

export const arrow = style({
  position: 'absolute',
  top: '50%',
  zIndex: 1,
  transform: 'translateY(-50%)',
  display: 'none',
  selectors: { '&[data-disabled]': { visibility: 'hidden' } },
  '@media': { [mediaQuery.md]: { display: 'inline-flex' } },
})
export const prev = style({ left: `calc(-1 * ${vars.space.md})` })
export const next = style({ right: `calc(-1 * ${vars.space.md})` })
