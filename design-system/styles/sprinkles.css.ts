import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { vars } from '../tokens/contract.css'
import { mediaQuery } from '../tokens/breakpoints'

const columns = {
  1: 'repeat(1, minmax(0, 1fr))',
  2: 'repeat(2, minmax(0, 1fr))',
  3: 'repeat(3, minmax(0, 1fr))',
  4: 'repeat(4, minmax(0, 1fr))',
  5: 'repeat(5, minmax(0, 1fr))',
  6: 'repeat(6, minmax(0, 1fr))',
}

const responsive = defineProperties({
  conditions: {
    xs: {},
    sm: { '@media': mediaQuery.sm },
    md: { '@media': mediaQuery.md },
    lg: { '@media': mediaQuery.lg },
    xl: { '@media': mediaQuery.xl },
  },
  defaultCondition: 'xs',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gridTemplateColumns: columns,
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.fontSize,
    width: { full: '100%', auto: 'auto' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
})

const colours = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontWeight: vars.fontWeight,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    position: ['relative', 'absolute', 'sticky', 'fixed'],
    overflow: ['hidden', 'auto', 'visible'],
    minWidth: [0],
    border: { none: 'none', standard: `1px solid ${vars.color.border}`, strong: `1px solid ${vars.color.borderStrong}` },
  },
})

/** Atomic layout classes keyed on tokens, responsive on the spec's breakpoints. */
export const sprinkles = createSprinkles(responsive, colours)
export type Sprinkles = Parameters<typeof sprinkles>[0]
