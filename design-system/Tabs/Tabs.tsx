import type { ReactNode } from 'react'
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components'
import { createContext, useContext } from 'react'
import * as styles from './Tabs.css'
import { tabsVariants } from './Tabs.css'

export { tabsVariants }
export type TabsVariant = (typeof tabsVariants)[number]
const VariantContext = createContext<TabsVariant>('underline')

export interface TabsProps extends Omit<RACTabsProps, 'className'> {
  variant?: TabsVariant
  className?: string
}

/** Tabs (arrow keys move between tabs, panels follow). Compose with TabList, Tab, TabPanel. */
export function Tabs({ variant = 'underline', className, ...props }: TabsProps) {
  return (
    <VariantContext.Provider value={variant}>
      <RACTabs {...props} className={[styles.tabs, className].filter(Boolean).join(' ')} />
    </VariantContext.Provider>
  )
}

export function TabList<T extends object>(props: Omit<RACTabListProps<T>, 'className'>) {
  const variant = useContext(VariantContext)
  return <RACTabList {...props} className={`${styles.list} ${variant === 'pill' ? styles.listPill : styles.listUnderline}`} />
}

export function Tab({ children, ...props }: Omit<RACTabProps, 'className' | 'children'> & { children: ReactNode }) {
  const variant = useContext(VariantContext)
  return (
    <RACTab {...props} className={`${styles.tab} ${variant === 'pill' ? styles.tabPill : styles.tabUnderline}`}>
      {children}
    </RACTab>
  )
}

export function TabPanel(props: Omit<RACTabPanelProps, 'className'>) {
  return <RACTabPanel {...props} className={styles.panel} />
}
