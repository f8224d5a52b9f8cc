import { getLocalTimeZone, today, type CalendarDate } from '@internationalized/date'
import { ListBox, ListBoxItem, type Key, type Selection } from 'react-aria-components'
import * as styles from './MonthPeriodGrid.css'
import { lazyFormat } from '../intl'

export interface MonthPeriod {
  /** 'YYYY-MM' */
  code: string
  year: number
  month: number
  /** e.g. 'juin' */
  monthName: string
  /** e.g. 'juin 2026' */
  label: string
}

const monthFormatter = lazyFormat(() => new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }))

/** `count` months from `start` (default: the current month), each with its 'YYYY-MM' code. */
export function monthPeriods(count = 24, start: CalendarDate = today(getLocalTimeZone())): MonthPeriod[] {
  const first = start.set({ day: 1 })
  return Array.from({ length: count }, (_, i) => {
    const d = first.add({ months: i })
    const monthName = monthFormatter().format(new Date(Date.UTC(d.year, d.month - 1, 1)))
    return { code: `${d.year}-${String(d.month).padStart(2, '0')}`, year: d.year, month: d.month, monthName, label: `${monthName} ${d.year}` }
  })
}

export interface MonthPeriodGridProps {
  'aria-label'?: string
  /** Number of tiles (default 24). */
  count?: number
  /** First month (default: this month). */
  start?: CalendarDate
  /** Selected month codes ('YYYY-MM'). */
  value?: string[]
  defaultValue?: string[]
  onChange?: (codes: string[]) => void
  /** 'single' (default, the spec) or 'multiple'. */
  selectionMode?: 'single' | 'multiple'
  /** Month codes that cannot be chosen. */
  disabledCodes?: string[]
}

/** Month + year tiles to choose a departure period; arrow keys move in the grid. */
export function MonthPeriodGrid({
  'aria-label': ariaLabel = 'Période de départ',
  count = 24,
  start,
  value,
  defaultValue,
  onChange,
  selectionMode = 'single',
  disabledCodes,
}: MonthPeriodGridProps) {
  const months = monthPeriods(count, start)
  const toCodes = (keys: Selection) => (keys === 'all' ? months.map((m) => m.code) : [...keys].map(String))
  return (
    <ListBox
      aria-label={ariaLabel}
      layout="grid"
      items={months.map((m) => ({ ...m, id: m.code }))}
      selectionMode={selectionMode}
      selectedKeys={value as Key[] | undefined}
      defaultSelectedKeys={defaultValue as Key[] | undefined}
      onSelectionChange={(keys) => onChange?.(toCodes(keys))}
      disabledKeys={disabledCodes}
      className={styles.grid}
    >
      {(m) => (
        <ListBoxItem id={m.code} textValue={m.label} className={styles.tile}>
          <span className={styles.month}>{m.monthName}</span>
          <span className={styles.year}>{m.year}</span>
        </ListBoxItem>
      )}
    </ListBox>
  )
}
