import type { CalendarDate } from '@internationalized/date'
import { useQueries } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { formatFromPrice, type DayEmphasis } from 'design-system'
import type { MonthPricesSearch } from '../../month-prices'
import { monthPricesQuery } from '../../month-prices.queries'
import type { MonthPrices } from '~/api-contract/flights'

/** A day within this share of its month's lowest price is among the cheapest (highlighted). */
const CHEAP_MARGIN = 1.05

export interface DayPrices {
  /** To the calendar: the months now on screen, loaded one query per month. */
  onMonthsShown: (months: CalendarDate[]) => void
  renderDay: (date: CalendarDate) => string
  dayLabel: (date: CalendarDate) => string | undefined
  dayEmphasis: (date: CalendarDate) => DayEmphasis | undefined
}

/**
 * The date picker's prices: each month's lowest price per departure day, loaded as the user
 * pages or scrolls to it (TanStack Query), for the form's route, passengers and stay; days
 * before `min` have none. Null without a route (no prices to show).
 */
export function useMonthPrices(search: MonthPricesSearch | null, min: string): DayPrices | null {
  const [months, setMonths] = useState<string[]>([])
  const onMonthsShown = useCallback(
    (shown: CalendarDate[]) =>
      setMonths((known) => {
        const added = shown.map((d) => d.toString().slice(0, 7)).filter((m) => !known.includes(m))
        return added.length ? [...known, ...added] : known
      }),
    [],
  )
  const combine = useCallback(
    (results: Array<{ data?: MonthPrices | undefined }>) => {
      const days = new Map<string, { price: number | null; cheap: boolean }>()
      for (const { data } of results) {
        if (!data) continue
        const prices = data.days.filter((d) => d.date >= min && d.price !== null).map((d) => d.price!)
        const lowest = Math.min(...prices)
        for (const d of data.days) if (d.date >= min) days.set(d.date, { price: d.price, cheap: d.price !== null && d.price <= lowest * CHEAP_MARGIN })
      }
      return days
    },
    [min],
  )
  const byDay = useQueries({ queries: search ? months.map((month) => monthPricesQuery(search, month)) : [], combine })
  if (!search) return null
  const dayOf = (date: CalendarDate) => byDay.get(date.toString())
  return {
    onMonthsShown,
    // A no-break space while the month loads, so the day keeps its height.
    renderDay: (date) => {
      const day = dayOf(date)
      if (!day) return '\u00a0'
      return day.price === null ? '–' : formatFromPrice(day.price)
    },
    dayLabel: (date) => {
      const day = dayOf(date)
      if (!day) return undefined
      if (day.price === null) return 'aucun vol'
      return `à partir de ${formatFromPrice(day.price)}${day.cheap ? ', prix bas' : ''}`
    },
    dayEmphasis: (date) => {
      const day = dayOf(date)
      return !day ? undefined : day.price === null ? 'muted' : day.cheap ? 'highlight' : undefined
    },
  }
}
