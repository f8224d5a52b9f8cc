import { createTheme } from '@vanilla-extract/css'
import { vars } from './contract.css'
import { palette } from './palette'

/**
 * The brand theme: a French retail travel brand (deep ocean blue, warm sunset orange).
 * Every text colour reaches at least 4.5:1 on `surface` and `background`.
 */
export const brandTheme = createTheme(vars, {
  color: palette,
  font: {
    body: '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    heading: '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem', display: '2.5rem' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5' },
  space: { none: '0', xxs: '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem', xxxl: '4rem' },
  radius: { sm: '4px', md: '8px', lg: '12px', xl: '20px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
    focus: '0 0 0 3px rgba(29, 100, 216, 0.35)',
  },
  zIndex: { sticky: '100', overlay: '900', drawer: '1000', modal: '1100', popover: '1200', toast: '1300' },
  motion: { fast: '120ms', normal: '200ms', slow: '500ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  controlHeight: { sm: '2.25rem', md: '2.75rem', lg: '3.25rem' },
})
