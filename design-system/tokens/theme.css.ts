import { createTheme } from '@vanilla-extract/css'
import { vars } from './contract.css'

/** The brand theme: a French retail travel brand (deep blue, warm orange accent). */
export const brandTheme = createTheme(vars, {
  color: {
    brand: '#0b4f9c',
    brandStrong: '#073a75',
    brandSoft: '#e6f0fb',
    accent: '#c2410c',
    accentStrong: '#9a3412',
    text: '#14213d',
    textMuted: '#4a5568',
    textInverse: '#ffffff',
    background: '#f5f7fb',
    surface: '#ffffff',
    surfaceMuted: '#eef2f7',
    border: '#d5dce6',
    borderStrong: '#8a97a8',
    focus: '#1d64d8',
    success: '#166534',
    successSoft: '#dcfce7',
    warning: '#92400e',
    warningSoft: '#fef3c7',
    critical: '#b91c1c',
    criticalSoft: '#fee2e2',
    info: '#1e4f9c',
    infoSoft: '#e0ecff',
    overlay: 'rgba(10, 20, 40, 0.5)',
  },
  font: {
    body: '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    heading: '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem', display: '2.5rem' },
  fontWeight: { regular: '400', medium: '550', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5' },
  space: { none: '0', xxs: '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem', xxxl: '4rem' },
  radius: { sm: '4px', md: '8px', lg: '12px', xl: '20px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  zIndex: { sticky: '100', overlay: '900', drawer: '1000', modal: '1100', popover: '1200', toast: '1300' },
  motion: { fast: '120ms', normal: '200ms', slow: '500ms' },
})
