import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'

export const arrow = style({})
globalStyle(`${arrow} svg`, { display: 'block', fill: vars.color.surface, stroke: vars.color.border, strokeWidth: 1 })
globalStyle(`${arrow}[data-placement=bottom] svg`, { transform: 'rotate(180deg)' })
globalStyle(`${arrow}[data-placement=left] svg`, { transform: 'rotate(-90deg)' })
globalStyle(`${arrow}[data-placement=right] svg`, { transform: 'rotate(90deg)' })
export const dialog = style({ outline: 'none', padding: vars.space.md, maxWidth: '100%' })
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, marginBottom: vars.space.sm })
export const popoverWidth = style({ minWidth: 'var(--trigger-width)' })
