import { ChevronRight } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { MenuTab } from '~/api-contract/storefront'
import { Drawer } from 'design-system'
import { MenuLink } from '../menu/MenuLink'
import * as styles from './NavDrawer.css'

export interface NavDrawerProps {
  /** 'Nos {product}' (the menu data's dropdown label). */
  label: string
  tabs: readonly MenuTab[]
  onClose: () => void
}

interface Column {
  tabs: readonly MenuTab[]
  title?: string
}

/** The columns shown for a stack of opened tabs: the top tabs, then each opened tab's sub-links. */
export function columnsFor(tabs: readonly MenuTab[], stack: readonly number[]): Column[] {
  const columns: Column[] = [{ tabs }]
  for (const [depth, index] of stack.entries()) {
    const tab = columns[depth]?.tabs[index]
    if (!tab?.sub_links?.length || tab.url) break
    columns.push({ tabs: tab.sub_links, title: tab.label })
  }
  return columns
}

const ITEM = '[data-nav-item]'

/**
 * The 'Nos {product}' drawer (storefront-and-holidays.md §2.3), from the left: a tab with a url
 * navigates; otherwise it opens its sub-links in a further column. The drawer keeps the stack of
 * opened tabs by depth; Escape, the close button or a chosen link close it and clear the stack.
 * Focus is trapped inside and returns to the trigger. Keyboard: Tab or ↑↓ within a column, → or
 * Enter opens a tab (focus moves to its first sub-link), ← goes back to the opener.
 */
export default function NavDrawer({ label, tabs, onClose }: NavDrawerProps) {
  const id = useId()
  const [stack, setStack] = useState<number[]>([])
  const root = useRef<HTMLDivElement>(null)
  const focusColumn = useRef<number | null>(null)
  const columns = columnsFor(tabs, stack)

  useEffect(() => {
    const depth = focusColumn.current
    if (depth === null) return
    focusColumn.current = null
    root.current?.querySelector<HTMLElement>(`[data-depth="${depth}"] ${ITEM}`)?.focus()
  }, [stack])

  const openTab = (depth: number, index: number, moveFocus: boolean) => {
    if (moveFocus) focusColumn.current = depth + 1
    setStack((s) => [...s.slice(0, depth), index])
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement
    const column = target.closest<HTMLElement>('[data-depth]')
    if (!column || !target.matches(ITEM)) return
    const depth = Number(column.dataset.depth)
    const items = [...column.querySelectorAll<HTMLElement>(ITEM)]
    const at = items.indexOf(target)
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      items[(at + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus()
    } else if (event.key === 'ArrowRight' && target.dataset.index !== undefined) {
      event.preventDefault()
      openTab(depth, Number(target.dataset.index), true)
    } else if (event.key === 'ArrowLeft' && depth > 0) {
      event.preventDefault()
      root.current?.querySelector<HTMLElement>(`[data-depth="${depth - 1}"] [aria-expanded="true"]`)?.focus()
    }
  }

  return (
    <Drawer isOpen onOpenChange={(open) => !open && onClose()} placement="left" size="auto" title={label}>
      {/* Arrow keys move between the menu's items (Tab works too). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div ref={root} className={styles.columns} onKeyDown={onKeyDown}>
        {columns.map((column, depth) => {
          const titleId = `${id}-titre-${depth}`
          return (
            <section
              key={depth}
              id={`${id}-colonne-${depth}`}
              data-depth={depth}
              className={styles.column}
              aria-labelledby={depth > 0 ? titleId : undefined}
              aria-label={depth === 0 ? label : undefined}
            >
              {column.title && (
                <h3 id={titleId} className={styles.columnTitle}>
                  {column.title}
                </h3>
              )}
              <ul className={styles.list}>
                {column.tabs.map((tab, index) => (
                  <li key={`${tab.label}-${index}`}>
                    {tab.url ? (
                      <MenuLink url={tab.url} className={styles.item} onClick={onClose} data-nav-item>
                        {tab.label}
                      </MenuLink>
                    ) : tab.sub_links?.length ? (
                      <button
                        type="button"
                        className={styles.item}
                        data-nav-item
                        data-index={index}
                        aria-expanded={stack[depth] === index}
                        aria-controls={stack[depth] === index ? `${id}-colonne-${depth + 1}` : undefined}
                        onClick={(event) => openTab(depth, index, event.detail === 0)}
                      >
                        {tab.label}
                        <ChevronRight size={18} aria-hidden="true" className={styles.chevron} />
                      </button>
                    ) : (
                      <span className={styles.item}>{tab.label}</span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
      </div>
    </Drawer>
  )
}
