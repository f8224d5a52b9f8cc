import { createFormHookContexts, useStore, type AnyFormApi } from '@tanstack/react-form'
import { useSyncExternalStore } from 'react'
import { firstError } from './form-errors'

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

/** The French message of a failed submit (server refusal or error), kept until the next submit. */
class FailureStore {
  private message: string | null = null
  private readonly listeners = new Set<() => void>()
  get = () => this.message
  set = (message: string | null) => {
    this.message = message
    for (const listener of this.listeners) listener()
  }
  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}

// Keyed by the form's store: the API given to `onSubmit` and the one in context are different objects sharing it.
const failures = new WeakMap<object, FailureStore>()

export function failureStoreOf(form: AnyFormApi): FailureStore {
  let store = failures.get(form.store)
  if (!store) failures.set(form.store, (store = new FailureStore()))
  return store
}

/** The current failure message of a form (null: none). */
export function useFormFailure(form: AnyFormApi): string | null {
  const store = failureStoreOf(form)
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}

/**
 * The message shown next to the field in context: its first error, once the field has been
 * left or the form submitted (a form validated as the user types does not scold a field
 * not yet visited).
 */
export function useFieldError(): string | undefined {
  const field = useFieldContext<unknown>()
  const attempted = useStore(field.form.store, (s) => s.submissionAttempts > 0)
  const error = useStore(field.store, (s) => (s.meta.isBlurred || attempted ? firstError(s.meta.errors) : undefined))
  return error
}
