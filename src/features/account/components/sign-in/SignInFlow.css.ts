import { style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

/** The sign-in page: one card, centred on a soft background. */
export const page = style({
  background: `linear-gradient(180deg, ${vars.color.brandSoft} 0, ${vars.color.background} 22rem)`,
  padding: `${vars.space.lg} ${vars.space.sm} ${vars.space.xxl}`,
  '@media': { [mediaQuery.sm]: { padding: `${vars.space.xxl} ${vars.space.md} ${vars.space.xxxl}` } },
})

export const card = style({
  maxWidth: '30rem',
  margin: '0 auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQuery.sm]: { padding: `${vars.space.xl} ${vars.space.xl}` } },
})

export const cardWide = style({ maxWidth: '46rem' })

export const header = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' })

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  marginBottom: vars.space.xs,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  outline: 'none',
  '@media': { [mediaQuery.sm]: { fontSize: vars.fontSize.xxl } },
})

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal })

export const strong = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' })

export const form = style({ display: 'grid', gap: vars.space.md })

/** Secondary actions under the main button: 'Recevoir un nouveau code', 'Modifier l'e-mail'. */
/** The links under a step's button and the status line of what they did, kept together. */
export const more = style({ display: 'grid', gap: vars.space.xxs })

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const textButton = style({
  border: 'none',
  background: 'none',
  padding: `${vars.space.xxs} 0`,
  minHeight: '44px',
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
    '&:disabled': { color: vars.color.textMuted, cursor: 'progress' },
  },
})

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.success,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  minHeight: '1.5rem',
})

export const footnote = style({
  margin: 0,
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
})

export const demoLink = style({ color: vars.color.brand, fontWeight: vars.fontWeight.semibold })

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl })
