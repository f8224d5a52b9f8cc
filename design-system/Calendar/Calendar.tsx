import { ChevronLeft, ChevronRight } from 'lucide-react'
import {
  Button,
  Calendar as RACCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar as RACRangeCalendar,
  Text,
  type CalendarProps as RACCalendarProps,
  type DateValue,
  type RangeCalendarProps as RACRangeCalendarProps,
} from 'react-aria-components'
import * as iconButton from '../IconButton/IconButton.css'
import * as styles from './Calendar.css'

function CalendarHeader() {
  return (
    <header className={styles.header}>
      <Button slot="previous" className={iconButton.iconButton({ variant: 'ghost', size: 'md' })}>
        <ChevronLeft size={20} aria-hidden="true" />
      </Button>
      <Heading className={styles.heading} />
      <Button slot="next" className={iconButton.iconButton({ variant: 'ghost', size: 'md' })}>
        <ChevronRight size={20} aria-hidden="true" />
      </Button>
    </header>
  )
}

function Grids({ months, range }: { months: number; range?: boolean }) {
  return (
    <div className={styles.months}>
      {Array.from({ length: months }, (_, i) => (
        <CalendarGrid key={i} offset={i ? { months: i } : undefined} className={styles.grid} weekdayStyle="short">
          <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
          <CalendarGridBody>{(date) => <CalendarCell date={date} className={range ? `${styles.cell} ${styles.rangeCell}` : styles.cell} />}</CalendarGridBody>
        </CalendarGrid>
      ))}
    </div>
  )
}

export interface CalendarProps<T extends DateValue> extends Omit<RACCalendarProps<T>, 'className' | 'children'> {
  errorMessage?: string
  /** Months shown side by side (1 or 2). */
  visibleMonths?: 1 | 2
}

/** A month calendar (fr-FR weeks start Monday); `minValue` and `isDateUnavailable` disable days. */
export function Calendar<T extends DateValue>({ errorMessage, visibleMonths = 1, ...props }: CalendarProps<T>) {
  return (
    <RACCalendar {...props} visibleDuration={{ months: visibleMonths }} className={styles.calendar}>
      <CalendarHeader />
      <Grids months={visibleMonths} />
      {errorMessage && (
        <Text slot="errorMessage" className={styles.error}>
          {errorMessage}
        </Text>
      )}
    </RACCalendar>
  )
}

export interface RangeCalendarProps<T extends DateValue> extends Omit<RACRangeCalendarProps<T>, 'className' | 'children'> {
  errorMessage?: string
  visibleMonths?: 1 | 2
}

/** A calendar to choose a start and an end date. */
export function RangeCalendar<T extends DateValue>({ errorMessage, visibleMonths = 1, ...props }: RangeCalendarProps<T>) {
  return (
    <RACRangeCalendar {...props} visibleDuration={{ months: visibleMonths }} className={styles.calendar}>
      <CalendarHeader />
      <Grids months={visibleMonths} range />
      {errorMessage && (
        <Text slot="errorMessage" className={styles.error}>
          {errorMessage}
        </Text>
      )}
    </RACRangeCalendar>
  )
}
