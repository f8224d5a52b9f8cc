import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../tokens/contract.css'

export const alertTones = ['info', 'success', 'warning', 'error'] as const

export const alert = recipe({
  base: {
    display: 'flex',
    gap: vars.space.sm,
    alignItems: 'flex-start',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    borderLeft: '4px solid',
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSoft, borderColor: vars.color.info },
      success: { background: vars.color.successSoft, borderColor: vars.color.success },
      warning: { background: vars.color.warningSoft, borderColor: '#d97706' },
      error: { background: vars.color.criticalSoft, borderColor: vars.color.critical },
    },
  },
})
export const icon = recipe({
  base: { flexShrink: 0, marginTop: 1 },
  variants: {
    tone: {
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      error: { color: vars.color.critical },
    },
  },
})
export const content = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2, lineHeight: vars.lineHeight.normal })
export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md, margin: 0 })
export const dismiss = style({ marginTop: -6, marginRight: -8 })
