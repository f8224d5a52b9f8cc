import { parseDate, type CalendarDate } from '@internationalized/date'
import { Calendar, RangeCalendar } from 'design-system'
import { isIsoDate } from '~/lib/iso-date'

/**
 * The calendars of the date pickers, loaded when first needed (or once the page is idle):
 * @internationalized/date only here, at the react-aria boundary; the form holds YYYY-MM-DD.
 */
const toCalendarDate = (iso: string): CalendarDate | null => (iso && isIsoDate(iso) ? parseDate(iso) : null)

interface Bounds {
  min: string
  max: string
  months: 1 | 2
}

export function RangePanel({
  departure,
  return: ret,
  min,
  max,
  months,
  onChange,
}: Bounds & { departure: string; return: string; onChange: (dates: { departure: string; return: string }) => void }) {
  const start = toCalendarDate(departure)
  const end = toCalendarDate(ret)
  return (
    <RangeCalendar
      aria-label="Dates de départ et de retour"
      visibleMonths={months}
      minValue={parseDate(min)}
      maxValue={parseDate(max)}
      value={start && end && end.compare(start) >= 0 ? { start, end } : null}
      defaultFocusedValue={start ?? parseDate(min)}
      onChange={(range) => {
        if (range) onChange({ departure: range.start.toString(), return: range.end.toString() })
      }}
    />
  )
}

export function SinglePanel({ label, value, min, max, onChange }: Omit<Bounds, 'months'> & { label: string; value: string; onChange: (iso: string) => void }) {
  const date = toCalendarDate(value)
  return (
    <Calendar
      aria-label={label}
      minValue={parseDate(min)}
      maxValue={parseDate(max)}
      value={date}
      defaultFocusedValue={date ?? parseDate(min)}
      onChange={(d) => {
        if (d) onChange(d.toString())
      }}
    />
  )
}
