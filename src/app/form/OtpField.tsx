import { OtpInput, type OtpInputProps } from 'design-system'
import { useFieldContext, useFieldError } from './context'

/** The design system's one-time code boxes bound to the string field in context (value, change, message). */
export function OtpField(props: Omit<OtpInputProps, 'value' | 'onChange' | 'errorMessage'>) {
  const field = useFieldContext<string>()
  const error = useFieldError()
  return <OtpInput {...props} value={field.state.value} onChange={field.handleChange} errorMessage={error} />
}
