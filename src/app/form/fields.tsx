import { parseDate, type CalendarDate } from '@internationalized/date'
import type { Key, ReactNode } from 'react'
import {
  Checkbox as DsCheckbox,
  DatePicker as DsDatePicker,
  PasswordField as DsPasswordField,
  RadioGroup as DsRadioGroup,
  Select as DsSelect,
  TextField as DsTextField,
  type CheckboxProps,
  type DatePickerProps,
  type PasswordFieldProps,
  type RadioGroupProps,
  type SelectProps,
  type TextFieldProps,
} from 'design-system'
import { isIsoDate } from '~/lib/iso-date'
import { useFieldContext, useFieldError } from './context'

/** Design-system fields bound to the TanStack Form field in context (value, change, blur, message). */

type Bound<P> = Omit<P, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage'>

export function TextField(props: Bound<TextFieldProps>) {
  const field = useFieldContext<string>()
  const error = useFieldError()
  return <DsTextField {...props} value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} errorMessage={error} />
}

export function PasswordField(props: Bound<PasswordFieldProps>) {
  const field = useFieldContext<string>()
  const error = useFieldError()
  return (
    <DsPasswordField
      {...props}
      value={field.state.value}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      isInvalid={Boolean(error)}
      errorMessage={error}
    />
  )
}

/** A radio group over a string value; '' is no choice yet. */
export function RadioGroup(props: Bound<RadioGroupProps>) {
  const field = useFieldContext<string>()
  const error = useFieldError()
  return <DsRadioGroup {...props} value={field.state.value || null} onChange={field.handleChange} onBlur={field.handleBlur} errorMessage={error} />
}

/** A select over a string key; '' is no choice yet (`emptyKey` replaces a cleared choice). */
export function Select<T extends object>({
  emptyKey = '',
  ...props
}: Omit<Bound<SelectProps<T>>, 'selectedKey' | 'onSelectionChange'> & { emptyKey?: string; children: ReactNode | ((item: T) => ReactNode) }) {
  const field = useFieldContext<string>()
  const error = useFieldError()
  return (
    <DsSelect
      {...props}
      selectedKey={field.state.value || null}
      onSelectionChange={(key: Key | null) => field.handleChange(key == null ? emptyKey : String(key))}
      onBlur={field.handleBlur}
      errorMessage={error}
    />
  )
}

const toCalendarDate = (iso: string): CalendarDate | null => (isIsoDate(iso) ? parseDate(iso) : null)

/** A date picker over an ISO date (YYYY-MM-DD, '' when empty). */
export function DatePicker({
  max,
  opensOn,
  ...props
}: Omit<Bound<DatePickerProps<CalendarDate>>, 'maxValue' | 'placeholderValue'> & {
  max?: string
  /** ISO date where an empty field starts: its calendar's month, its segments' first values. */
  opensOn?: string
}) {
  const field = useFieldContext<string>()
  const error = useFieldError()
  return (
    <DsDatePicker
      {...props}
      placeholderValue={toCalendarDate(opensOn ?? '') ?? undefined}
      value={toCalendarDate(field.state.value)}
      onChange={(date) => field.handleChange(date ? date.toString() : '')}
      onBlur={field.handleBlur}
      maxValue={max ? parseDate(max) : undefined}
      errorMessage={error}
    />
  )
}

export function Checkbox(props: Omit<CheckboxProps, 'isSelected' | 'onChange'>) {
  const field = useFieldContext<boolean>()
  return <DsCheckbox {...props} isSelected={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} />
}
