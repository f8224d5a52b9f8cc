import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'

export const root = style({ position: 'relative', width: '100%', overflow: 'hidden', borderRadius: vars.radius.lg, background: vars.color.text })
export const slide = style({ position: 'absolute', inset: 0, opacity: 0, transition: 'opacity 0.5s ease-in-out', visibility: 'hidden' })
export const slideActive = style({ opacity: 1, visibility: 'visible', zIndex: 1 })
export const controls = style({ position: 'absolute', zIndex: 2, right: vars.space.sm, bottom: vars.space.sm, display: 'flex', alignItems: 'center', gap: vars.space.xs })
export const counter = style({ color: vars.color.textInverse, background: 'rgba(0,0,0,0.55)', borderRadius: vars.radius.full, padding: `2px ${vars.space.xs}`, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' })
