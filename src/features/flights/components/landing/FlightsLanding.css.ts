import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQuery, renderNearViewport, vars } from 'design-system'

export const landing = style({ display: 'grid', gap: 0, paddingBottom: vars.space.xxl })

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  color: vars.color.textInverse,
  background: `linear-gradient(135deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 55%, ${vars.color.brandBright} 100%)`,
  padding: `${vars.space.xl} ${vars.space.md} 7.5rem`,
  '@media': { [mediaQuery.md]: { padding: `${vars.space.xxl} ${vars.space.lg} 8.5rem` } },
})
export const heroArt = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' })
export const heroInner = style({ position: 'relative', maxWidth: 1280, margin: '0 auto', display: 'grid', gap: vars.space.sm, justifyItems: 'start' })
export const kicker = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.heroKicker,
})
export const title = style({
  margin: 0,
  fontSize: '2rem',
  lineHeight: vars.lineHeight.tight,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  maxWidth: '24ch',
  '@media': { [mediaQuery.md]: { fontSize: '3rem' } },
})
export const lead = style({
  margin: 0,
  maxWidth: '60ch',
  fontSize: vars.fontSize.md,
  opacity: 0.95,
  '@media': { [mediaQuery.md]: { fontSize: vars.fontSize.lg } },
})
export const agency = style({ marginTop: vars.space.xs })

/** The search bar: floats over the banner's bottom, then sticks to the top on desktop. */
export const sticky = style({
  position: 'relative',
  zIndex: 2,
  marginTop: '-6rem',
  padding: `0 ${vars.space.sm}`,
  '@media': {
    [mediaQuery.md]: { position: 'sticky', top: -1, zIndex: vars.zIndex.sticky, marginTop: '-7rem', padding: `0 ${vars.space.lg}` },
  },
  transition: `background ${vars.motion.normal}, box-shadow ${vars.motion.normal}`,
  selectors: {
    '&[data-stuck]': { background: vars.color.surface, boxShadow: vars.shadow.md, borderBottom: `1px solid ${vars.color.border}` },
  },
})
export const stickyInner = style({ maxWidth: 1280, margin: '0 auto' })
globalStyle(`${sticky}[data-stuck] form`, { boxShadow: 'none', padding: `${vars.space.sm} 0`, borderRadius: 0 })
globalStyle(`${sticky}[data-stuck] [role=tablist]`, { display: 'none' })

export const reasons = style({
  listStyle: 'none',
  margin: `${vars.space.xl} auto 0`,
  padding: `0 ${vars.space.md}`,
  maxWidth: 1280,
  width: '100%',
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQuery.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', padding: `0 ${vars.space.lg}` } },
})
globalStyle(`${reasons} > li`, { display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', color: vars.color.textMuted, fontSize: vars.fontSize.sm })
globalStyle(`${reasons} > li > svg`, { color: vars.color.accent, flexShrink: 0, marginTop: 2 })
globalStyle(`${reasons} strong`, { color: vars.color.text, display: 'block', fontSize: vars.fontSize.md })

/** The offers, below the search form: laid out when they come near the viewport (~1,030 px high on a phone, ~620 from md). */
export const promos = style([
  {
    maxWidth: 1280,
    width: '100%',
    margin: `${vars.space.xxl} auto 0`,
    padding: `0 ${vars.space.md}`,
    display: 'grid',
    gap: vars.space.md,
    '@media': { [mediaQuery.md]: { padding: `0 ${vars.space.lg}` } },
  },
  renderNearViewport('1030px', { [mediaQuery.md]: '620px' }),
])
export const promosTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, letterSpacing: '-0.01em' })
export const promoGrid = style({ display: 'grid', gap: vars.space.lg, '@media': { [mediaQuery.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } })
export const promo = style({
  position: 'relative',
  transition: `box-shadow ${vars.motion.fast}, transform ${vars.motion.fast}`,
  selectors: { '&:hover, &:focus-within': { boxShadow: vars.shadow.lg, transform: 'translateY(-2px)' } },
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  background: vars.color.surface,
  borderRadius: vars.radius.xl,
  overflow: 'hidden',
  boxShadow: vars.shadow.md,
  border: `1px solid ${vars.color.border}`,
})
export const promoArt = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 7.5' })
export const promoBody = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.lg, alignContent: 'start' })
export const promoTag = style({
  margin: 0,
  justifySelf: 'start',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.accentStrong,
  background: vars.color.accentSoft,
  borderRadius: vars.radius.full,
  padding: '2px 10px',
})
export const promoTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight })
/** The card's search link: the title, stretched over the whole card. */
export const promoLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.xl },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
})
export const promoText = style({ margin: 0, color: vars.color.textMuted })
export const promoPrice = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted })
globalStyle(`${promoPrice} strong`, { color: vars.color.accent, fontSize: vars.fontSize.xxl, fontWeight: 800 })
export const legal = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted })
