import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'

export const linkVariants = ['inline', 'standalone', 'subtle', 'inverse'] as const

export const link = recipe({
  base: {
    borderRadius: 2,
    cursor: 'pointer',
    outline: 'none',
    textUnderlineOffset: '0.2em',
    transition: `color ${vars.motion.fast}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed', textDecoration: 'none' },
    },
  },
  variants: {
    variant: {
      inline: {
        color: vars.color.brand,
        textDecoration: 'underline',
        selectors: { '&[data-hovered]': { color: vars.color.brandStrong, textDecorationThickness: 2 } },
      },
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xxs,
        color: vars.color.brand,
        fontWeight: vars.fontWeight.semibold,
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline', color: vars.color.brandStrong } },
      },
      subtle: { color: 'inherit', textDecoration: 'none', selectors: { '&[data-hovered]': { textDecoration: 'underline' } } },
      inverse: { color: vars.color.textInverse, textDecoration: 'underline' },
    },
  },
  defaultVariants: { variant: 'inline' },
})
