import { parseDate, type CalendarDate } from '@internationalized/date'
import { CalendarDays } from 'lucide-react'
import { useState } from 'react'
import { Calendar, MonthPeriodGrid, ResponsivePicker, SegmentedControl, ToggleButton, ToggleButtonGroup } from 'design-system'
import { todayInParis } from '~/lib/dates'
import { DATE_TOLERANCES, MONTH_TILES } from '../../constants'
import type { HolidayDate } from '../../holiday-search'
import { dateSummary } from '../../search-summary'
import * as styles from './SearchBar.css'

type Mode = 'date' | 'period'

/** The field's text: 'D MMM YYYY ± n j' or the month. */
export function holidayDateLabel(d: HolidayDate): string | null {
  if (!d) return null
  return d.type === 'date' ? dateSummary({ departureDay: d.date, flexibilityDays: d.tolerance }) : dateSummary({ departureYearMonth: d.month })
}

/**
 * 'Date de départ' (§2.10): an exact date (calendar, past days disabled) with its tolerance
 * chip, or a departure month among 24 tiles (one at a time). The mode is restored from the
 * value on open; Annuler resets, Valider applies (§5: the date only when one is chosen).
 */
export function DatePicker({
  value,
  onChange,
  isOpen,
  onOpenChange,
}: {
  value: HolidayDate
  onChange: (d: HolidayDate) => void
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [mode, setMode] = useState<Mode>(value?.type ?? 'date')
  const [date, setDate] = useState<CalendarDate | null>(value?.type === 'date' ? parseDate(value.date) : null)
  const [tolerance, setTolerance] = useState(value?.type === 'date' ? value.tolerance : 0)
  const [month, setMonth] = useState<string | null>(value?.type === 'period' ? value.month : null)
  const open = (o: boolean) => {
    if (o) {
      setMode(value?.type ?? 'date')
      setDate(value?.type === 'date' ? parseDate(value.date) : null)
      setTolerance(value?.type === 'date' ? value.tolerance : 0)
      setMonth(value?.type === 'period' ? value.month : null)
    }
    onOpenChange(o)
  }
  const today = parseDate(todayInParis().toString())
  const apply = () =>
    onChange(mode === 'date' && date ? { type: 'date', date: date.toString(), tolerance } : mode === 'period' && month ? { type: 'period', month } : null)
  return (
    <ResponsivePicker
      label="Date de départ"
      value={holidayDateLabel(value)}
      placeholder="Sans préférence"
      icon={<CalendarDays size={20} aria-hidden="true" />}
      isOpen={isOpen}
      onOpenChange={open}
      onClear={() => onChange(null)}
      popoverWidth={520}
      cancelLabel="Annuler"
      confirmLabel="Valider"
      onConfirm={apply}
    >
      <div className={styles.pickerBody}>
        <SegmentedControl
          aria-label="Type de date"
          value={mode}
          onChange={(m) => setMode(m as Mode)}
          options={[
            { id: 'date', label: 'Date précise' },
            { id: 'period', label: 'Mois de départ' },
          ]}
          fullWidth
        />
        {mode === 'date' ? (
          <>
            <Calendar aria-label="Date de départ" value={date} onChange={setDate} minValue={today} />
            <ToggleButtonGroup
              aria-label="Tolérance"
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[String(tolerance)]}
              onSelectionChange={(keys) => setTolerance(Number([...keys][0] ?? 0))}
              className={styles.chips}
            >
              {DATE_TOLERANCES.map((t) => (
                <ToggleButton key={t.days} id={String(t.days)}>
                  {t.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </>
        ) : (
          <MonthPeriodGrid
            aria-label="Mois de départ"
            count={MONTH_TILES}
            start={today}
            value={month ? [month] : []}
            onChange={(codes) => setMonth(codes.at(-1) ?? null)}
          />
        )}
      </div>
    </ResponsivePicker>
  )
}
