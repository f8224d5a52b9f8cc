import { style } from '@vanilla-extract/css'
import { focusRing, mediaQuery, vars } from 'design-system'

/** Heights are fixed so nothing below moves when the page hydrates (CLS). */
export const header = style({
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 1px 0 rgba(16, 24, 40, 0.08)',
  position: 'relative',
  zIndex: 20,
})

export const inner = style({
  maxWidth: 1280,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '100%',
})

export const topbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  background: vars.color.accentStrong,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { ...focusRing, outlineColor: vars.color.textInverse, outlineOffset: -4 } },
})

export const row1 = style({ height: 60, '@media': { [mediaQuery.md]: { height: 72 } } })

const iconButtonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  flexShrink: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
} as const

export const burger = style({
  ...iconButtonBase,
  marginLeft: `calc(-1 * ${vars.space.xs})`,
  selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&:focus-visible': focusRing },
  '@media': { [mediaQuery.md]: { display: 'none' } },
})

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  color: vars.color.brandStrong,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.02em',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
  '@media': { [mediaQuery.md]: { fontSize: vars.fontSize.xl } },
})
export const logoAccent = style({ color: vars.color.accent })

export const phone = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  marginLeft: vars.space.lg,
  paddingLeft: vars.space.lg,
  borderLeft: `1px solid ${vars.color.border}`,
  minWidth: 0,
  '@media': { [mediaQuery.lg]: { display: 'flex' } },
})
export const phoneIcon = style({ color: vars.color.brand, flexShrink: 0 })
export const phoneText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.25 })
export const phoneNumber = style({
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
})
export const phoneInfo = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, maxWidth: 300 })

export const spacer = style({ flex: 1 })

export const secondary = style({ display: 'none', '@media': { [mediaQuery.md]: { display: 'block' } } })
export const secondaryList = style({ display: 'flex', gap: vars.space.xxs, listStyle: 'none', margin: 0, padding: 0 })
export const secondaryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&:focus-visible': focusRing },
})

export const icons = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, marginRight: `calc(-1 * ${vars.space.xxs})` })
export const iconLink = style({
  ...iconButtonBase,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
    '&[aria-expanded="true"]': { background: vars.color.brandSoft, color: vars.color.brand },
  },
})
/** Pictogram links: from sm up (below, the row keeps the menu, logo, search and account). */
export const pictoLink = style([iconLink, { display: 'none', '@media': { [mediaQuery.sm]: { display: 'inline-flex' } } }])
export const searchToggle = style([iconLink, { '@media': { [mediaQuery.md]: { display: 'none' } } }])
export const account = style({ display: 'flex', alignItems: 'center' })

export const row2 = style({
  display: 'none',
  background: vars.color.brand,
  color: vars.color.textInverse,
  '@media': { [mediaQuery.md]: { display: 'block', height: 52 } },
})
/** Below md the second row holds only the reference search, shown by its toggle. */
export const row2SearchOpen = style({ display: 'block', padding: `${vars.space.xs} 0`, '@media': { [mediaQuery.md]: { padding: 0 } } })

export const mainNav = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
  height: '100%',
  '@media': { [mediaQuery.md]: { display: 'flex' } },
})

const navItem = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: 40,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
} as const

export const drawerButton = style({
  ...navItem,
  background: 'rgba(255, 255, 255, 0.14)',
  flexShrink: 0,
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: 'rgba(255, 255, 255, 0.24)' },
    '&:focus-visible': { ...focusRing, outlineColor: vars.color.textInverse },
  },
})

export const primaryList = style({ display: 'flex', alignItems: 'center', gap: 2, listStyle: 'none', margin: 0, padding: 0, minWidth: 0, overflow: 'hidden' })
export const primaryLink = style({
  ...navItem,
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.14)' },
    '&[aria-current="page"]': { background: 'rgba(255, 255, 255, 0.2)' },
    '&:focus-visible': { ...focusRing, outlineColor: vars.color.textInverse, outlineOffset: -2 },
  },
})
/** From md to lg the last primary links give way to the search box. */
export const primaryItemWide = style({ display: 'none', '@media': { [mediaQuery.lg]: { display: 'block' } } })

export const search = style({ flex: 1, minWidth: 0, '@media': { [mediaQuery.md]: { flex: '0 0 260px' }, [mediaQuery.lg]: { flexBasis: '300px' } } })
