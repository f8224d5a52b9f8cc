import { Children, createContext, isValidElement, useContext, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import * as styles from './Tabs.css'
import { tabsVariants } from './Tabs.css'

export { tabsVariants }
export type TabsVariant = (typeof tabsVariants)[number]
export type TabKey = string | number

/**
 * Tabs as WAI-ARIA's tabs pattern, on plain elements: react-aria-components' Tabs builds a
 * collection, which renders every tab and panel a second time, synchronously, right after
 * hydration (its collection store and its panels' tabbable-child check); on a page's search
 * form that second render was the largest task after the page had loaded on a phone.
 * Static structure: `Tabs` > `TabList` > `Tab` (each with its `id`), and a `TabPanel` per id.
 */
interface TabsContextValue {
  variant: TabsVariant
  /** The selected tab, or the first enabled one when the selection names no tab (the one Tab reaches). */
  current: TabKey | null
  select: (key: TabKey) => void
  tabId: (key: TabKey) => string
  panelId: (key: TabKey) => string
}
const TabsContext = createContext<TabsContextValue | null>(null)

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext)
  if (!context) throw new Error(`${part} must be inside Tabs`)
  return context
}

/** The `Tab`s of this `Tabs` in order (not those of tabs nested in a panel), with their state. */
function tabsOf(children: ReactNode, found: { id: TabKey; isDisabled: boolean }[] = []) {
  Children.forEach(children, (child) => {
    if (!isValidElement<{ id?: TabKey; isDisabled?: boolean; children?: ReactNode }>(child) || child.type === TabPanel || child.type === Tabs) return
    if (child.type === Tab) found.push({ id: child.props.id!, isDisabled: !!child.props.isDisabled })
    else tabsOf(child.props.children, found)
  })
  return found
}

export interface TabsProps {
  variant?: TabsVariant
  className?: string
  children: ReactNode
  /** The selected tab (controlled). */
  selectedKey?: TabKey | null
  /** The tab selected first (uncontrolled); by default the first enabled tab. */
  defaultSelectedKey?: TabKey
  onSelectionChange?: (key: TabKey) => void
}

/** Tabs (arrow keys, Home and End move between tabs and select them; the panel follows). Compose with TabList, Tab, TabPanel. */
export function Tabs({ variant = 'underline', className, children, selectedKey, defaultSelectedKey, onSelectionChange }: TabsProps) {
  const tabs = tabsOf(children)
  const firstEnabled = tabs.find((t) => !t.isDisabled)?.id ?? null
  const [own, setOwn] = useState<TabKey | null>(defaultSelectedKey ?? firstEnabled)
  const selected = selectedKey !== undefined ? selectedKey : own
  const current = tabs.some((t) => t.id === selected && !t.isDisabled) ? selected : firstEnabled
  const base = useId()
  const slug = (key: TabKey) => String(key).replace(/[^\w-]/g, '_')
  const context: TabsContextValue = {
    variant,
    current,
    select: (key) => {
      if (key === selected || tabs.find((t) => t.id === key)?.isDisabled) return
      setOwn(key)
      onSelectionChange?.(key)
    },
    tabId: (key) => `${base}tab-${slug(key)}`,
    panelId: (key) => `${base}panel-${slug(key)}`,
  }
  return (
    <TabsContext.Provider value={context}>
      <div className={[styles.tabs, className].filter(Boolean).join(' ')}>{children}</div>
    </TabsContext.Provider>
  )
}

export interface TabListProps {
  children: ReactNode
  'aria-label'?: string
  'aria-labelledby'?: string
}

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

export function TabList({ children, ...aria }: TabListProps) {
  const { variant } = useTabs('TabList')
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEYS[event.key]
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return
    const list = event.currentTarget
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]:not([aria-disabled="true"])')].filter((tab) => tab.parentElement === list)
    const index = tabs.indexOf(document.activeElement as HTMLElement)
    if (index < 0 || !tabs.length) return
    event.preventDefault()
    // Focus selects (automatic activation): see Tab's onFocus.
    tabs[move(index, tabs.length)]!.focus()
  }
  return (
    // A composite widget: the focus goes to its tabs (roving tabindex), not to the list.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      role="tablist"
      aria-orientation="horizontal"
      {...aria}
      onKeyDown={onKeyDown}
      className={`${styles.list} ${variant === 'pill' ? styles.listPill : styles.listUnderline}`}
    >
      {children}
    </div>
  )
}

export interface TabProps {
  id: TabKey
  children: ReactNode
  isDisabled?: boolean
}

export function Tab({ id, children, isDisabled }: TabProps) {
  const { variant, current, select, tabId, panelId } = useTabs('Tab')
  const isSelected = current === id
  return (
    <button
      type="button"
      role="tab"
      id={tabId(id)}
      aria-selected={isSelected}
      aria-controls={isSelected ? panelId(id) : undefined}
      aria-disabled={isDisabled || undefined}
      tabIndex={isSelected && !isDisabled ? 0 : -1}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      className={`${styles.tab} ${variant === 'pill' ? styles.tabPill : styles.tabUnderline}`}
      onClick={() => select(id)}
      onFocus={() => select(id)}
    >
      {children}
    </button>
  )
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

export interface TabPanelProps {
  id: TabKey
  children: ReactNode
}

/** The selected tab's panel (the others render nothing). Without a tabbable element inside, the panel itself takes the focus after its tab. */
export function TabPanel({ id, children }: TabPanelProps) {
  const { current, tabId, panelId } = useTabs('TabPanel')
  const ref = useRef<HTMLDivElement>(null)
  // Set on the element, not through state: a state here would render the panel again after hydration.
  useLayoutEffect(() => {
    const panel = ref.current
    if (!panel) return
    if (panel.querySelector(TABBABLE)) panel.removeAttribute('tabindex')
    else panel.tabIndex = 0
  })
  if (current !== id) return null
  return (
    <div ref={ref} role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id)} className={styles.panel}>
      {children}
    </div>
  )
}
