import { style } from '@vanilla-extract/css'
import { vars } from 'design-system'

export const pin = style({
  width: '22px',
  height: '22px',
  borderRadius: '50% 50% 50% 0',
  transform: 'rotate(-45deg)',
  background: vars.color.brand,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  transition: `transform ${vars.motion.fast}, background ${vars.motion.fast}`,
  selectors: {
    '&[data-highlighted]': { background: vars.color.accent, transform: 'rotate(-45deg) scale(1.25)' },
    '&[data-selected]': { background: vars.color.accent, transform: 'rotate(-45deg) scale(1.4)', zIndex: 2 },
  },
})

export const cluster = style({
  minWidth: '34px',
  height: '34px',
  padding: '0 6px',
  borderRadius: vars.radius.full,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.brandStrong,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  border: '3px solid rgba(255,255,255,0.85)',
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  selectors: { '&[data-selected]': { background: vars.color.accent } },
})

export const cityLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textShadow: `0 0 3px ${vars.color.surface}, 0 0 3px ${vars.color.surface}, 0 0 3px ${vars.color.surface}`,
  whiteSpace: 'nowrap',
  userSelect: 'none',
})

export const markerWithLabel = style({ display: 'grid', justifyItems: 'center', gap: '4px', cursor: 'pointer' })
