import { style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'

export const buttonVariants = ['primary', 'secondary', 'tertiary', 'accent', 'critical', 'ghost'] as const
export const buttonSizes = ['sm', 'md', 'lg'] as const
/** Inline padding of each size; a bleeding button pulls its edges out by that and its border. */
const paddingX = { sm: vars.space.sm, md: vars.space.md, lg: vars.space.lg } as const
const BORDER = '1px'

/**
 * States: react-aria's data attributes, and the native pseudo-classes for plain `<a>` and
 * `<button>` elements styled with `buttonClassName` (they work before hydration).
 */
const HOVERED = '&[data-hovered], &:not([data-rac]):hover'
const PRESSED = '&[data-pressed], &:not([data-rac]):active'
const HOVERED_OR_PRESSED = `${HOVERED}, ${PRESSED}`

const solid = (bg: string, hover: string, fg: string = vars.color.textInverse) => ({
  background: bg,
  color: fg,
  borderColor: bg,
  selectors: {
    [HOVERED]: { background: hover, borderColor: hover },
    [PRESSED]: { background: hover, borderColor: hover, transform: 'scale(0.98)' },
  },
})

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: `${BORDER} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1.2,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}, transform ${vars.motion.fast}`,
    selectors: {
      '&[data-focus-visible], &:not([data-rac]):focus-visible': focusRing,
      '&[data-disabled]': {
        background: vars.color.disabled,
        borderColor: vars.color.disabled,
        color: vars.color.disabledText,
        cursor: 'not-allowed',
        transform: 'none',
      },
      '&[data-loading]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: solid(vars.color.brand, vars.color.brandStrong),
      accent: solid(vars.color.accent, vars.color.accentStrong),
      critical: solid(vars.color.critical, '#991b1b'),
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { [HOVERED_OR_PRESSED]: { background: vars.color.brandSoft } },
      },
      tertiary: {
        background: vars.color.surfaceMuted,
        color: vars.color.text,
        selectors: { [HOVERED_OR_PRESSED]: { background: vars.color.border } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brand,
        selectors: { [HOVERED_OR_PRESSED]: { background: vars.color.brandSoft } },
      },
    },
    size: {
      sm: { minHeight: vars.controlHeight.sm, padding: `0 ${paddingX.sm}`, fontSize: vars.fontSize.sm },
      md: { minHeight: vars.controlHeight.md, padding: `0 ${paddingX.md}`, fontSize: vars.fontSize.md },
      lg: { minHeight: vars.controlHeight.lg, padding: `0 ${paddingX.lg}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
    bleed: { true: {}, false: {} },
  },
  compoundVariants: buttonSizes.map((size) => ({ variants: { size, bleed: true }, style: { marginInline: `calc(-1 * (${paddingX[size]} + ${BORDER}))` } })),
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false, bleed: false },
})
export type ButtonRecipe = RecipeVariants<typeof button>

export const content = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs })
export const contentHidden = style({ opacity: 0 })
export const spinner = style({ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' })
