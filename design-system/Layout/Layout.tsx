import { Children, createElement, type ElementType, type HTMLAttributes, type ReactNode } from 'react'
import { sprinkles, type Sprinkles } from '../styles/sprinkles.css'
import * as styles from './Layout.css'

type Space = NonNullable<Sprinkles['gap']>
export const alignValues = ['flex-start', 'center', 'flex-end', 'stretch'] as const
export type Align = (typeof alignValues)[number]

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, 'color'> & {
    /** The element rendered (div by default). */
    as?: ElementType
    children?: ReactNode
  }

/** A div (or any element) with sprinkles as props: `<Box padding="md" display={{ xs: 'block', md: 'flex' }} />`. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atomProps: Record<string, unknown> = {}
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value
    else rest[key] = value
  }
  const atoms = sprinkles(atomProps as Sprinkles)
  return createElement(as, { className: [atoms, className].filter(Boolean).join(' '), ...rest })
}

export interface StackProps extends Omit<BoxProps, 'gap' | 'display' | 'flexDirection'> {
  /** Space between items (a space token, responsive). */
  space?: Space
  /** Horizontal alignment of items. */
  align?: Align
  /** Render a list (`ul`) with `li` items. */
  asList?: boolean
  /** A thin line between items. */
  dividers?: boolean
}

/** Items one above the other, separated by a space token. */
export function Stack({ space = 'md', align = 'stretch', asList, dividers, children, ...props }: StackProps) {
  const items = Children.toArray(children)
  return (
    <Box
      as={asList ? 'ul' : 'div'}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={align}
      className={asList ? styles.resetList : undefined}
      {...props}
    >
      {asList
        ? items.map((child, i) => (
            <li key={i} className={styles.stackItem}>
              {child}
            </li>
          ))
        : dividers
          ? items.flatMap((child, i) => (i === 0 ? [child] : [<hr key={`d${i}`} className={styles.divider} />, child]))
          : children}
    </Box>
  )
}

export interface InlineProps extends Omit<BoxProps, 'gap' | 'display' | 'flexDirection'> {
  space?: Space
  /** Horizontal alignment. */
  align?: 'flex-start' | 'center' | 'flex-end' | 'space-between'
  /** Vertical alignment. */
  alignY?: 'flex-start' | 'center' | 'flex-end' | 'baseline' | 'stretch'
  /** Wrap onto several lines (default true). */
  wrap?: boolean
}

/** Items side by side, wrapping, separated by a space token. */
export function Inline({ space = 'xs', align = 'flex-start', alignY = 'center', wrap = true, ...props }: InlineProps) {
  return <Box display="flex" flexDirection="row" flexWrap={wrap ? 'wrap' : 'nowrap'} gap={space} justifyContent={align} alignItems={alignY} {...props} />
}

export interface ColumnsProps extends Omit<BoxProps, 'gap' | 'display' | 'gridTemplateColumns'> {
  space?: Space
  /** Number of equal columns, responsive: `{ xs: 1, md: 3 }`. */
  columns: NonNullable<Sprinkles['gridTemplateColumns']>
}

/** Equal-width columns on a grid, responsive. */
export function Columns({ space = 'md', columns, ...props }: ColumnsProps) {
  return <Box display="grid" gap={space} gridTemplateColumns={columns} {...props} />
}
