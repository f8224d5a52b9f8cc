import { LayoutGrid, List } from 'lucide-react'
import type { ReactNode } from 'react'
import {
  ToggleButton as RACToggleButton,
  ToggleButtonGroup as RACToggleButtonGroup,
  type Key,
  type ToggleButtonGroupProps as RACToggleButtonGroupProps,
  type ToggleButtonProps as RACToggleButtonProps,
} from 'react-aria-components'
import { createContext, useContext } from 'react'
import * as styles from './ToggleButtonGroup.css'
export { toggleLinkStyles } from './toggleLinkStyles'

export const toggleGroupVariants = ['chips', 'segmented'] as const
export type ToggleGroupVariant = (typeof toggleGroupVariants)[number]
const VariantContext = createContext<ToggleGroupVariant>('chips')

export interface ToggleButtonGroupProps extends Omit<RACToggleButtonGroupProps, 'className'> {
  variant?: ToggleGroupVariant
  /** One line that scrolls horizontally (mobile chip rows). */
  scrollable?: boolean
  'aria-label'?: string
  className?: string
}

/** Toggle chips (filters, sort chips) or a segmented selector; arrow keys move between buttons. */
export function ToggleButtonGroup({ variant = 'chips', scrollable, className, ...props }: ToggleButtonGroupProps) {
  const base = variant === 'segmented' ? styles.segmentGroup : styles.group
  return (
    <VariantContext.Provider value={variant}>
      <RACToggleButtonGroup {...props} className={[base, scrollable && styles.groupScroll, className].filter(Boolean).join(' ')} />
    </VariantContext.Provider>
  )
}

export interface ToggleButtonProps extends Omit<RACToggleButtonProps, 'className' | 'children'> {
  children: ReactNode
  icon?: ReactNode
}

/** A toggle button (aria-pressed, or a radio inside a single-selection group). */
export function ToggleButton({ children, icon, ...props }: ToggleButtonProps) {
  const variant = useContext(VariantContext)
  return (
    <RACToggleButton {...props} className={variant === 'segmented' ? styles.segment : styles.chip}>
      {icon}
      {children}
    </RACToggleButton>
  )
}

export const layoutModes = ['list', 'grid'] as const
export type LayoutMode = (typeof layoutModes)[number]

/** The results layout selector: 'Liste' or 'Mosaïque'. */
export function LayoutSelector({ value, onChange }: { value: LayoutMode; onChange: (mode: LayoutMode) => void }) {
  return (
    <ToggleButtonGroup
      variant="segmented"
      aria-label="Affichage des résultats"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [first] = [...keys] as Key[]
        if (first) onChange(first as LayoutMode)
      }}
    >
      <ToggleButton id="list" icon={<List size={18} aria-hidden="true" />}>
        Liste
      </ToggleButton>
      <ToggleButton id="grid" icon={<LayoutGrid size={18} aria-hidden="true" />}>
        Mosaïque
      </ToggleButton>
    </ToggleButtonGroup>
  )
}
