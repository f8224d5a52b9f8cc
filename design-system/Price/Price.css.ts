import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../tokens/contract.css'

export const priceSizes = ['sm', 'md', 'lg', 'xl'] as const

export const root = style({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', lineHeight: vars.lineHeight.tight })
export const rootStart = style({ alignItems: 'flex-start' })
export const row = style({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space.xs, flexWrap: 'wrap' })
export const prefix = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })
export const amount = recipe({
  base: { fontWeight: vars.fontWeight.bold, color: vars.color.text, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  variants: {
    size: { sm: { fontSize: vars.fontSize.sm }, md: { fontSize: vars.fontSize.lg }, lg: { fontSize: vars.fontSize.xl }, xl: { fontSize: vars.fontSize.xxl } },
    tone: { neutral: {}, brand: { color: vars.color.brand }, accent: { color: vars.color.accent } },
  },
  defaultVariants: { size: 'md', tone: 'neutral' },
})
export const original = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, textDecoration: 'line-through', whiteSpace: 'nowrap' })
export const unit = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })
