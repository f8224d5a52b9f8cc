import { useStore } from '@tanstack/react-form'
import { useImperativeHandle, useRef, type FormHTMLAttributes, type ReactNode, type Ref } from 'react'
import { Alert } from 'design-system'
import { useFormContext, useFormFailure } from './context'
import { firstError, focusFirstInvalid } from './form-errors'
import { PendingButton, type PendingButtonProps } from './PendingButton'

/** Form-level components, used inside `<form.AppForm>` as `form.Form`, `form.SubmitButton`... */

/**
 * The `<form>` element: no browser validation (our messages instead), submit through TanStack
 * Form, then the first field in error (refused by the rules or by the server) takes the focus.
 */
export function Form({
  children,
  ref: outerRef,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & { children: ReactNode; ref?: Ref<HTMLFormElement> }) {
  const form = useFormContext()
  const ref = useRef<HTMLFormElement>(null)
  useImperativeHandle(outerRef, () => ref.current as HTMLFormElement, [])
  return (
    <form
      {...props}
      ref={ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit().then(() => focusFirstInvalid(ref.current))
      }}
    >
      {children}
    </form>
  )
}

/** The French message of the last failed submit, if any (`render` adds to it, e.g. a link). */
export function Failure({ render }: { render?: (message: string) => ReactNode }) {
  const form = useFormContext()
  const failure = useFormFailure(form)
  return failure ? <Alert tone="error">{render ? render(failure) : failure}</Alert> : null
}

/** The submit button: a spinner saying `pendingLabel` while the submit runs, a second press does nothing. */
export function SubmitButton({
  children,
  ...props
}: Omit<PendingButtonProps, 'isPending' | 'type' | 'children'> & { children: ReactNode | ((isPending: boolean) => ReactNode) }) {
  const form = useFormContext()
  const isPending = useStore(form.store, (s) => s.isSubmitting)
  return (
    <PendingButton {...props} type="submit" isPending={isPending}>
      {typeof children === 'function' ? children(isPending) : children}
    </PendingButton>
  )
}

/**
 * After a refused submit: the list of the messages in error, for long forms where some
 * fields in error may be out of sight.
 */
export function ErrorSummary({ title = 'Veuillez corriger les champs suivants :' }: { title?: string }) {
  const form = useFormContext()
  // A string, so the selection compares by value between renders.
  const joined = useStore(form.store, (s) =>
    s.submissionAttempts > 0
      ? JSON.stringify(
          Object.entries(s.fieldMeta)
            .map(([name, meta]) => ({ name, message: firstError((meta as { errors?: unknown[] } | undefined)?.errors) }))
            .filter((e) => Boolean(e.message)),
        )
      : '[]',
  )
  const errors = JSON.parse(joined) as { name: string; message: string }[]
  if (errors.length === 0) return null
  return (
    <Alert tone="error">
      <p>{title}</p>
      <ul>
        {errors.map((e) => (
          <li key={e.name}>{e.message}</li>
        ))}
      </ul>
    </Alert>
  )
}
