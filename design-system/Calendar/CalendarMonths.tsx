import { getWeeksInMonth, type CalendarDate } from '@internationalized/date'
import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import {
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  RangeCalendarStateContext,
  useLocale,
} from 'react-aria-components'
import * as styles from './Calendar.css'

/** A day's mark: `highlight` (e.g. the cheapest days), `muted` (e.g. no flight that day). */
export type DayEmphasis = 'highlight' | 'muted'

export interface DayProps {
  /** A second line under the day's number (e.g. its price), read through `dayLabel`. */
  renderDay?: (date: CalendarDate) => string
  /** Words added to the day's accessible name, after the date (e.g. 'à partir de 329 €'). */
  dayLabel?: (date: CalendarDate) => string | undefined
  dayEmphasis?: (date: CalendarDate) => DayEmphasis | undefined
  /** The first days of months the user now sees (paging, or scrolling the vertical list): to load their data. */
  onMonthsShown?: (months: CalendarDate[]) => void
}

function useCalendarState() {
  const single = useContext(CalendarStateContext)
  const range = useContext(RangeCalendarStateContext)
  const state = single ?? range
  if (!state) throw new Error('Calendar months outside a calendar')
  return state
}

/**
 * react-aria names each day itself ('mardi 8 décembre 2026', selected or not) and takes no name
 * from outside: the day's words are added after its own name, again whenever it renames the day.
 */
function nameWith(el: Element, extra: string | undefined) {
  const current = el.getAttribute('aria-label') ?? ''
  const base = current === el.getAttribute('data-day-label') ? (el.getAttribute('data-base-label') ?? current) : current
  const label = extra ? `${base}, ${extra}` : base
  el.setAttribute('data-base-label', base)
  el.setAttribute('data-day-label', label)
  el.setAttribute('aria-label', label)
}

function Day({ date, range, renderDay, dayLabel, dayEmphasis }: { date: CalendarDate; range?: boolean | undefined } & Omit<DayProps, 'onMonthsShown'>) {
  const ref = useRef<HTMLTableCellElement>(null)
  const extra = dayLabel?.(date)
  // Runs after each render of the cell (react-aria renders it again when the selection changes).
  useLayoutEffect(() => {
    const button = ref.current?.firstElementChild
    if (button && (extra || button.hasAttribute('data-day-label'))) nameWith(button, extra)
  })
  const className = [styles.cell, range && styles.rangeCell, renderDay && styles.cellWithContent].filter(Boolean).join(' ')
  return (
    // The second line is drawn by CSS from `data-day-content`: the day's visible text stays its number, a part of its name.
    <CalendarCell ref={ref} date={date} className={className} data-emphasis={dayEmphasis?.(date)} data-day-content={renderDay?.(date)} />
  )
}

function MonthGrid({ month, offset, range, day }: { month: CalendarDate; offset: number; range?: boolean | undefined; day: Omit<DayProps, 'onMonthsShown'> }) {
  return (
    <CalendarGrid offset={offset ? { months: offset } : undefined} className={styles.grid} weekdayStyle="short" data-month={month.toString()}>
      <CalendarGridHeader>{(name) => <CalendarHeaderCell className={styles.headerCell}>{name}</CalendarHeaderCell>}</CalendarGridHeader>
      <CalendarGridBody>{(date) => <Day date={date} range={range} {...day} />}</CalendarGridBody>
    </CalendarGrid>
  )
}

const monthsBetween = (a: CalendarDate, b: CalendarDate) => (b.year - a.year) * 12 + b.month - a.month

/** The month grids: side by side, or a vertical list with a title per month. */
export function Months({ count, vertical, range, onMonthsShown, ...day }: DayProps & { count: number; vertical: boolean; range?: boolean | undefined }) {
  const state = useCalendarState()
  const { locale } = useLocale()
  const start = state.visibleRange.start
  const key = `${start.toString()}+${count}`
  const months = useMemo(() => Array.from({ length: count }, (_, i) => start.add({ months: i })), [key]) // eslint-disable-line react-hooks/exhaustive-deps
  const listRef = useRef<HTMLDivElement>(null)
  const shown = useRef(onMonthsShown)
  useLayoutEffect(() => {
    shown.current = onMonthsShown
  })

  // Side by side: the months on screen are the visible ones.
  useEffect(() => {
    if (!vertical) shown.current?.(months)
  }, [months, vertical])

  // Vertical: only the months near the screen are grids (a year of days is slow to render on a
  // phone), the others a block of their height until they come near; the focused month always is.
  const focusedIndex = monthsBetween(start, state.focusedDate)
  // (without IntersectionObserver, every month)
  const [near, setNear] = useState<ReadonlySet<number>>(() =>
    typeof IntersectionObserver === 'undefined'
      ? new Set(Array.from({ length: count }, (_, i) => i))
      : new Set([focusedIndex - 1, focusedIndex, focusedIndex + 1]),
  )
  const isNear = (i: number) => near.has(i) || Math.abs(i - focusedIndex) <= 1

  // Opens on the focused date's month; a month is shown (and rendered) when it scrolls near the view.
  useEffect(() => {
    if (!vertical || !listRef.current) return
    const blocks = Array.from(listRef.current.querySelectorAll<HTMLElement>('[data-month-block]'))
    blocks[monthsBetween(start, state.focusedDate)]?.scrollIntoView({ block: 'start' })
    if (typeof IntersectionObserver === 'undefined') {
      shown.current?.(months)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((e) => e.isIntersecting).map((e) => blocks.indexOf(e.target as HTMLElement))
        if (!seen.length) return
        setNear((known) => (seen.every((i) => known.has(i)) ? known : new Set([...known, ...seen])))
        shown.current?.(seen.map((i) => months[i]!))
      },
      { rootMargin: '300px 0px' },
    )
    blocks.forEach((b) => observer.observe(b))
    return () => observer.disconnect()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the focused month on open only
  }, [months, vertical])

  const title = useMemo(() => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: state.timeZone }), [locale, state.timeZone])
  if (!vertical)
    return (
      <div className={styles.months}>
        {months.map((month, i) => (
          <MonthGrid key={i} month={month} offset={i} range={range} day={day} />
        ))}
      </div>
    )
  return (
    <div ref={listRef} className={styles.monthList}>
      {months.map((month, i) => (
        <div key={month.toString()} data-month-block="" className={styles.monthBlock}>
          <h3 className={styles.monthTitle}>{title.format(month.toDate(state.timeZone))}</h3>
          {isNear(i) ? (
            <MonthGrid month={month} offset={i} range={range} day={day} />
          ) : (
            <div className={styles.monthPlaceholder} style={{ height: getWeeksInMonth(month, locale) * (day.renderDay ? 52 : 42) + 28 }} />
          )}
        </div>
      ))}
    </div>
  )
}
