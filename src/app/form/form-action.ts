import { useState } from 'react'
import type { AnyFormApi } from '@tanstack/react-form'
import { userMessageOf } from '~/lib/user-messages'
import { failureStoreOf } from './context'

/** Shows `message` as the form's failure (as a refused submit would; null clears it). */
export function setFormFailure(form: AnyFormApi, message: string | null) {
  failureStoreOf(form).set(message)
}

/**
 * A form's secondary action ('Recevoir un nouveau code') in the submit's lifecycle: it clears
 * the form's failure, may return a French message to show there, and a thrown error shows its
 * French user message. Returns the action and whether it runs (a second call meanwhile does nothing).
 */
export function useFormAction(form: AnyFormApi, action: () => Promise<string | undefined | void>): [run: () => Promise<void>, isPending: boolean] {
  const [isPending, setPending] = useState(false)
  const run = async () => {
    if (isPending) return
    const failure = failureStoreOf(form)
    setPending(true)
    failure.set(null)
    try {
      const refused = await action()
      if (typeof refused === 'string') failure.set(refused)
    } catch (error) {
      failure.set(userMessageOf(error))
    } finally {
      setPending(false)
    }
  }
  return [run, isPending]
}
