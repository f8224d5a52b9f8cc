import { CalendarDays } from 'lucide-react'
import {
  Button,
  DateInput,
  DatePicker as RACDatePicker,
  DateRangePicker as RACDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  type DatePickerProps as RACDatePickerProps,
  type DateRangePickerProps as RACDateRangePickerProps,
  type DateValue,
} from 'react-aria-components'
import { Calendar, RangeCalendar } from '../Calendar/Calendar'
import { FieldDescription, FieldErrorMessage, FieldLabel, isInvalidFrom, type FieldBaseProps } from '../Field/Field'
import { Popover } from '../Popover/Popover'
import { useIsDesktop } from '../hooks/useMediaQuery'
import * as field from '../styles/field.css'
import * as styles from './DatePicker.css'

function Segments({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className={styles.dateInput}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  )
}

export interface DatePickerProps<T extends DateValue> extends Omit<RACDatePickerProps<T>, 'className' | 'children'>, FieldBaseProps {
  className?: string
}

/** A date field (typed segments jj/mm/aaaa) with a calendar popover; fr-FR, min date, unavailable dates. */
export function DatePicker<T extends DateValue>({ label, description, errorMessage, isInvalid, className, ...props }: DatePickerProps<T>) {
  const invalid = isInvalidFrom(isInvalid, errorMessage)
  return (
    <RACDatePicker validationBehavior="aria" {...props} isInvalid={invalid} className={[field.fieldRoot, className].filter(Boolean).join(' ')}>
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Group className={field.group}>
        <Segments />
        <Button className={`${field.groupButton} ${styles.pushEnd}`}>
          <CalendarDays size={20} aria-hidden="true" />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover placement="bottom start">
        <Dialog className={styles.popoverBody}>
          <Calendar />
        </Dialog>
      </Popover>
    </RACDatePicker>
  )
}

export interface DateRangePickerProps<T extends DateValue> extends Omit<RACDateRangePickerProps<T>, 'className' | 'children'>, FieldBaseProps {
  className?: string
}

/** Start and end dates in one field with a range calendar (two months from md up). */
export function DateRangePicker<T extends DateValue>({ label, description, errorMessage, isInvalid, className, ...props }: DateRangePickerProps<T>) {
  const invalid = isInvalidFrom(isInvalid, errorMessage)
  const isDesktop = useIsDesktop()
  return (
    <RACDateRangePicker validationBehavior="aria" {...props} isInvalid={invalid} className={[field.fieldRoot, className].filter(Boolean).join(' ')}>
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Group className={field.group}>
        <Segments slot="start" />
        <span aria-hidden="true" className={styles.dash}>
          –
        </span>
        <Segments slot="end" />
        <Button className={`${field.groupButton} ${styles.pushEnd}`}>
          <CalendarDays size={20} aria-hidden="true" />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover placement="bottom start">
        <Dialog className={styles.popoverBody}>
          <RangeCalendar visibleMonths={isDesktop ? 2 : 1} />
        </Dialog>
      </Popover>
    </RACDateRangePicker>
  )
}
