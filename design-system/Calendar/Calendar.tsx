import { ChevronLeft, ChevronRight } from 'lucide-react'
import {
  Button,
  Calendar as RACCalendar,
  Heading,
  RangeCalendar as RACRangeCalendar,
  Text,
  type CalendarProps as RACCalendarProps,
  type DateValue,
  type RangeCalendarProps as RACRangeCalendarProps,
} from 'react-aria-components'
import * as iconButton from '../IconButton/IconButton.css'
import { Months, type DayProps } from './CalendarMonths'
import * as styles from './Calendar.css'

export type { DayEmphasis } from './CalendarMonths'

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

interface SharedProps extends DayProps {
  errorMessage?: string
  /** Months shown: side by side (1 or 2), or stacked in `vertical` orientation. */
  visibleMonths?: number
  /**
   * `vertical`: the months one under the other, in a list that scrolls (a phone), opening on
   * the focused date's month, without paging buttons: `visibleMonths` then covers min to max.
   */
  orientation?: 'horizontal' | 'vertical'
}

function Body({ errorMessage, visibleMonths = 1, orientation = 'horizontal', range, ...days }: SharedProps & { range?: boolean }) {
  return (
    <>
      {orientation === 'horizontal' && <CalendarHeader />}
      <Months count={visibleMonths} vertical={orientation === 'vertical'} range={range} {...days} />
      {errorMessage && (
        <Text slot="errorMessage" className={styles.error}>
          {errorMessage}
        </Text>
      )}
    </>
  )
}

export interface CalendarProps<T extends DateValue> extends Omit<RACCalendarProps<T>, 'className' | 'children'>, SharedProps {}

/**
 * A month calendar (fr-FR weeks start Monday); `minValue` and `isDateUnavailable` disable days.
 * `renderDay`, `dayLabel` and `dayEmphasis` add a line, words and a mark to each day (e.g. a price).
 */
export function Calendar<T extends DateValue>({
  errorMessage,
  visibleMonths = 1,
  orientation,
  renderDay,
  dayLabel,
  dayEmphasis,
  onMonthsShown,
  ...props
}: CalendarProps<T>) {
  return (
    <RACCalendar {...props} visibleDuration={{ months: visibleMonths }} className={styles.calendar} data-orientation={orientation}>
      <Body {...{ errorMessage, visibleMonths, orientation, renderDay, dayLabel, dayEmphasis, onMonthsShown }} />
    </RACCalendar>
  )
}

export interface RangeCalendarProps<T extends DateValue> extends Omit<RACRangeCalendarProps<T>, 'className' | 'children'>, SharedProps {}

/** A calendar to choose a start and an end date. */
export function RangeCalendar<T extends DateValue>({
  errorMessage,
  visibleMonths = 1,
  orientation,
  renderDay,
  dayLabel,
  dayEmphasis,
  onMonthsShown,
  ...props
}: RangeCalendarProps<T>) {
  return (
    <RACRangeCalendar {...props} visibleDuration={{ months: visibleMonths }} className={styles.calendar} data-orientation={orientation}>
      <Body range {...{ errorMessage, visibleMonths, orientation, renderDay, dayLabel, dayEmphasis, onMonthsShown }} />
    </RACRangeCalendar>
  )
}
