import { style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

const md = mediaQuery.md

export const pageTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight })
export const lead = style({ margin: 0, color: vars.color.textMuted })
export const pageHeader = style({ display: 'grid', gap: vars.space.xs })

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
})
export const cardHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' })
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, display: 'flex', alignItems: 'center', gap: vars.space.xs })
export const cards = style({ display: 'grid', gap: vars.space.md, '@media': { [mediaQuery.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } })

export const facts = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.sm]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: vars.space.lg } },
})
export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, '@media': { [mediaQuery.sm]: { fontSize: vars.fontSize.md } } })
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' })
export const muted = style({ color: vars.color.textMuted })
export const address = style({ fontStyle: 'normal', lineHeight: vars.lineHeight.normal })

export const form = style({ display: 'grid', gap: vars.space.md })
export const formRow = style({ display: 'grid', gap: vars.space.md, '@media': { [mediaQuery.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' })
export const onlySmall = style({ '@media': { [md]: { display: 'none' } } })
export const onlyLarge = style({ display: 'none', '@media': { [md]: { display: 'inline' } } })
export const required = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const listItem = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [mediaQuery.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
})
export const itemActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const badge = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.successSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
})

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [mediaQuery.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})
export const gridItem = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' })

// The dialogs: full screen with a back button below md, centred with a close button above.
export const overlay = style({ alignItems: 'stretch', justifyContent: 'center', '@media': { [md]: { alignItems: 'center', padding: vars.space.md } } })
export const modal = style({
  width: '100%',
  height: '100dvh',
  display: 'flex',
  background: vars.color.surface,
  outline: 'none',
  overflow: 'hidden',
  '@media': { [md]: { height: 'auto', maxHeight: 'calc(100dvh - 2rem)', maxWidth: '720px', borderRadius: vars.radius.lg, boxShadow: vars.shadow.lg } },
})
export const dialog = style({ display: 'flex', flexDirection: 'column', width: '100%', minHeight: 0, outline: 'none' })
export const dialogHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [md]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}`, borderBottom: 'none' } },
})
export const dialogTitle = style({ margin: 0, flex: 1, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight })
export const dialogBody = style({
  padding: `${vars.space.md}`,
  overflowY: 'auto',
  flex: 1,
  minHeight: 0,
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  '@media': { [md]: { padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}` } },
})
export const backButton = style({ '@media': { [md]: { display: 'none' } } })
export const closeButton = style({ display: 'none', '@media': { [md]: { display: 'inline-flex' } } })
export const overlayBase = style({ position: 'fixed', inset: 0, zIndex: vars.zIndex.modal, background: vars.color.overlay, display: 'flex' })
