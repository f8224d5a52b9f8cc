/**
 * The spec's breakpoints (min-width, px). `desktop` is the product's desktop layout width;
 * `productResultsWide` the width from which holiday results show their filters beside the list.
 */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1520, desktop: 1280, productResultsWide: 1020 } as const
export type Breakpoint = keyof typeof breakpoints

/** Responsive steps used by sprinkles, mobile first. */
export const responsiveBreakpoints = ['xs', 'sm', 'md', 'lg', 'xl'] as const
export type ResponsiveBreakpoint = (typeof responsiveBreakpoints)[number]

/** Media queries (without `@media`) for each breakpoint. */
export const mediaQuery = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  productResultsWide: `screen and (min-width: ${breakpoints.productResultsWide}px)`,
  belowMd: `screen and (max-width: ${breakpoints.md - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const
