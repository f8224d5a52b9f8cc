import { CalendarDays } from 'lucide-react'
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react'
import { ResponsivePicker, Spinner, useIsDesktop } from 'design-system'
import { formatShortDate } from '~/lib/format'
import type { MonthPricesSearch } from '../../month-prices'
import * as styles from './SearchForm.css'

/** The calendars (react-aria calendar, @internationalized/date) load apart from the form. */
const loadCalendars = () => import('./DatesCalendars')
const RangePanel = lazy(() => loadCalendars().then((m) => ({ default: m.RangePanel })))
const SinglePanel = lazy(() => loadCalendars().then((m) => ({ default: m.SinglePanel })))

/** Fetches the calendars once the page is idle, so a picker opens without waiting. */
function usePreloadCalendars() {
  useEffect(() => {
    const timer = setTimeout(() => void loadCalendars(), 1500)
    return () => clearTimeout(timer)
  }, [])
}

function CalendarFallback() {
  return (
    <div className={styles.calendarFallback}>
      <Spinner label="Chargement du calendrier" />
    </div>
  )
}

/**
 * The range calendar with two months at md and up; below, every month in a vertical list that
 * opens on the chosen dates. Rendered only in the open picker, so the width read here is never
 * one the server guessed: the fields themselves choose their short or long date text by CSS
 * (`shortValue`).
 */
function RangeMonths(props: Omit<ComponentProps<typeof RangePanel>, 'months'>) {
  const isDesktop = useIsDesktop()
  return <RangePanel {...props} months={isDesktop ? 2 : 'all'} />
}

function SingleMonths(props: Omit<ComponentProps<typeof SinglePanel>, 'months'>) {
  const isDesktop = useIsDesktop()
  return <SinglePanel {...props} months={isDesktop ? 1 : 'all'} />
}

interface Bounds {
  min: string
  max: string
  /** The route, passengers and stay whose prices the calendar shows under each day; none: no prices. */
  prices?: MonthPricesSearch | null | undefined
}

export interface RangeDatesFieldProps extends Bounds {
  departure: string
  return: string
  onChange: (dates: { departure: string; return: string }) => void
  onClearDeparture: () => void
  onClearReturn: () => void
  departureError?: string
  returnError?: string
}

/** Round trip: 'Départ' and 'Retour', both opening one range calendar (return not before departure). */
export function RangeDatesField({
  departure,
  return: ret,
  onChange,
  onClearDeparture,
  onClearReturn,
  departureError,
  returnError,
  min,
  max,
  prices,
}: RangeDatesFieldProps) {
  const [open, setOpen] = useState<'departure' | 'return' | null>(null)
  usePreloadCalendars()
  const calendar = (close: () => void) => (
    <Suspense fallback={<CalendarFallback />}>
      <RangeMonths
        departure={departure}
        return={ret}
        min={min}
        max={max}
        prices={prices}
        onChange={(dates) => {
          onChange(dates)
          close()
        }}
      />
    </Suspense>
  )
  return (
    <div className={styles.datesPair}>
      <ResponsivePicker
        label="Aller"
        title="Dates du voyage"
        value={formatShortDate(departure)}
        shortValue={formatShortDate(departure, true)}
        placeholder="Date d’aller"
        icon={<CalendarDays size={20} aria-hidden="true" />}
        isOpen={open === 'departure'}
        onOpenChange={(o) => setOpen(o ? 'departure' : null)}
        onClear={onClearDeparture}
        errorMessage={departureError}
        popoverWidth={680}
        confirmLabel="Valider"
      >
        {calendar}
      </ResponsivePicker>
      <ResponsivePicker
        label="Retour"
        title="Dates du voyage"
        value={formatShortDate(ret)}
        shortValue={formatShortDate(ret, true)}
        placeholder="Date de retour"
        icon={<CalendarDays size={20} aria-hidden="true" />}
        isOpen={open === 'return'}
        onOpenChange={(o) => setOpen(o ? 'return' : null)}
        onClear={onClearReturn}
        errorMessage={returnError}
        popoverWidth={680}
        confirmLabel="Valider"
      >
        {calendar}
      </ResponsivePicker>
    </div>
  )
}

export interface DateFieldProps extends Bounds {
  label?: string
  value: string
  onChange: (iso: string) => void
  onClear: () => void
  errorMessage?: string
  className?: string
}

/** One way and multi-destination rows: a single date. */
export function DateField({ label = 'Aller', value, onChange, onClear, errorMessage, min, max, prices, className }: DateFieldProps) {
  const [isOpen, setOpen] = useState(false)
  usePreloadCalendars()
  return (
    <ResponsivePicker
      className={className}
      label={label}
      title="Date de départ"
      value={formatShortDate(value)}
      placeholder="Date d’aller"
      icon={<CalendarDays size={20} aria-hidden="true" />}
      isOpen={isOpen}
      onOpenChange={setOpen}
      onClear={onClear}
      errorMessage={errorMessage}
      popoverWidth={360}
      confirmLabel="Valider"
    >
      {(close) => (
        <Suspense fallback={<CalendarFallback />}>
          <SingleMonths
            label={label}
            value={value}
            min={min}
            max={max}
            prices={prices}
            onChange={(d) => {
              onChange(d)
              close()
            }}
          />
        </Suspense>
      )}
    </ResponsivePicker>
  )
}
