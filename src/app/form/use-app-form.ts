import { createFormHook, revalidateLogic, type AnyFormApi, type ValidationLogicFn } from '@tanstack/react-form'
import { userMessageOf } from '~/lib/user-messages'
import { failureStoreOf, fieldContext, formContext } from './context'
import { Checkbox, DatePicker, PasswordField, RadioGroup, Select, TextField } from './fields'
import { ErrorSummary, Failure, Form, SubmitButton } from './parts'
import { PhoneField } from './phone-field'

const hook = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, PasswordField, RadioGroup, Select, DatePicker, Checkbox, PhoneField },
  formComponents: { Form, Failure, SubmitButton, ErrorSummary },
})

/** Checked on submit, then as the user types (the house default). */
export const submitThenLive = revalidateLogic()

/** Checked as the user types and when a field is left; a field's message shows once it has been left. */
export const live: ValidationLogicFn = (props) => revalidateLogic({ mode: props.event.type === 'blur' ? 'blur' : 'change' })(props)

type UseAppForm = typeof hook.useAppForm

/**
 * The one form hook: TanStack Form with the design-system fields (`form.AppField` → `field.TextField`),
 * checked on submit then live unless `validationLogic` says otherwise. The submit lifecycle:
 * `onSubmit` may return a French message (the server refused: shown by `form.Failure`, the
 * values stay); a thrown error shows its French user message; the failure clears on the next submit.
 */
export const useAppForm: UseAppForm = (options) =>
  hook.useAppForm({
    validationLogic: submitThenLive,
    ...options,
    onSubmit: async (props) => {
      const failure = failureStoreOf(props.formApi as AnyFormApi)
      failure.set(null)
      try {
        const refused: unknown = await options.onSubmit?.(props)
        if (typeof refused === 'string') failure.set(refused)
      } catch (error) {
        failure.set(userMessageOf(error))
      }
    },
  })

export const withForm = hook.withForm
/** A group of fields reused under several prefixes (a person's fields for each passenger and the payer). */
export const withFieldGroup = hook.withFieldGroup
