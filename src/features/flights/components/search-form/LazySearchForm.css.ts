import { style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

/** Holds the form's place while its code loads (no layout shift). */
export const placeholder = style({
  minHeight: 380,
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  '@media': { [mediaQuery.md]: { minHeight: 200 }, [mediaQuery.lg]: { minHeight: 140 } },
  selectors: { '&[data-variant=compact]': { minHeight: 120, boxShadow: 'none', background: 'transparent' } },
})
