import { parseDate, type CalendarDate } from '@internationalized/date'
import { Calendar, RangeCalendar } from 'design-system'
import { isIsoDate } from '~/lib/iso-date'
import type { MonthPricesSearch } from '../../month-prices'
import { useMonthPrices } from './use-month-prices'

/**
 * The calendars of the date pickers, loaded when first needed (or once the page is idle):
 * @internationalized/date only here, at the react-aria boundary; the form holds YYYY-MM-DD.
 * With a route, each day shows its lowest price (use-month-prices.ts).
 */
const toCalendarDate = (iso: string): CalendarDate | null => (iso && isIsoDate(iso) ? parseDate(iso) : null)

interface Bounds {
  min: string
  max: string
  /** Side by side on a wide screen (1 or 2), or every month from min to max in a vertical list. */
  months: 1 | 2 | 'all'
  /** The route, passengers and stay to price the days with; null: no prices. */
  prices?: MonthPricesSearch | null | undefined
}

const monthsBetween = (min: string, max: string) =>
  (Number(max.slice(0, 4)) - Number(min.slice(0, 4))) * 12 + Number(max.slice(5, 7)) - Number(min.slice(5, 7)) + 1

/** The layout and the day prices both calendars take. */
function useCalendarProps({ min, max, months, prices }: Bounds) {
  const days = useMonthPrices(prices ?? null, min)
  return {
    minValue: parseDate(min),
    maxValue: parseDate(max),
    visibleMonths: months === 'all' ? monthsBetween(min, max) : months,
    orientation: months === 'all' ? ('vertical' as const) : ('horizontal' as const),
    ...days,
  }
}

export function RangePanel({
  departure,
  return: ret,
  onChange,
  ...bounds
}: Bounds & { departure: string; return: string; onChange: (dates: { departure: string; return: string }) => void }) {
  const start = toCalendarDate(departure)
  const end = toCalendarDate(ret)
  return (
    <RangeCalendar
      aria-label="Dates de départ et de retour"
      {...useCalendarProps(bounds)}
      value={start && end && end.compare(start) >= 0 ? { start, end } : null}
      defaultFocusedValue={start ?? parseDate(bounds.min)}
      onChange={(range) => {
        if (range) onChange({ departure: range.start.toString(), return: range.end.toString() })
      }}
    />
  )
}

export function SinglePanel({ label, value, onChange, ...bounds }: Bounds & { label: string; value: string; onChange: (iso: string) => void }) {
  const date = toCalendarDate(value)
  return (
    <Calendar
      aria-label={label}
      {...useCalendarProps(bounds)}
      value={date}
      defaultFocusedValue={date ?? parseDate(bounds.min)}
      onChange={(d) => {
        if (d) onChange(d.toString())
      }}
    />
  )
}
