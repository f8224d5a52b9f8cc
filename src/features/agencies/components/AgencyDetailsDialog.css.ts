import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from 'design-system'

export const details = style({ display: 'grid', gap: vars.space.sm })
export const address = style({ margin: 0 })
export const phone = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontWeight: vars.fontWeight.medium })
export const hours = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm })
export const caption = style({ textAlign: 'left', fontWeight: vars.fontWeight.bold, paddingBottom: vars.space.xs })
globalStyle(`${hours} th, ${hours} td`, { textAlign: 'left', padding: `${vars.space.xxs} 0`, borderTop: `1px solid ${vars.color.border}` })
globalStyle(`${hours} th`, { fontWeight: vars.fontWeight.medium, paddingRight: vars.space.md })
