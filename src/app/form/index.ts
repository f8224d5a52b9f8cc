/** The one form model: TanStack Form bound to the design system (see use-app-form.ts). */
export { useAppForm, withForm, withFieldGroup, submitThenLive, live } from './use-app-form'
export { useFieldContext, useFieldError, useFormContext, useFormFailure } from './context'
export { fieldErrors, firstError, focusFirstInvalid } from './form-errors'
export { PendingButton, type PendingButtonProps } from './PendingButton'
export { OtpField } from './OtpField'
export { setFormFailure, useFormAction } from './form-action'
