/** The first message of a TanStack Form field's errors (strings or Standard Schema issues). */
export function firstError(errors: ReadonlyArray<unknown> | undefined): string | undefined {
  const first = errors?.find(Boolean)
  if (!first) return undefined
  if (typeof first === 'string') return first
  return (first as { message?: string }).message
}
