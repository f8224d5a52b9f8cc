/** The first message of a TanStack Form field's errors (strings or Standard Schema issues). */
export function firstError(errors: ReadonlyArray<unknown> | undefined): string | undefined {
  const first = errors?.find(Boolean)
  if (!first) return undefined
  if (typeof first === 'string') return first
  return (first as { message?: string }).message
}

/** A form-level validator's answer from a map of messages by field (none: valid). */
export function fieldErrors<K extends string>(errors: Partial<Record<K, string>>): { fields: Partial<Record<K, string>> } | undefined {
  return Object.keys(errors).length > 0 ? { fields: errors } : undefined
}

/**
 * After an invalid submit: the first field in error inside `root` (in page order) takes the
 * focus, on its first focusable part (a radio group's first radio, a date's day).
 */
export function focusFirstInvalid(root: HTMLElement | null) {
  requestAnimationFrame(() => {
    const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]')
    if (!invalid) return
    const focusable = 'input:not([type="hidden"]), textarea, select, [role="spinbutton"], button'
    const target = invalid.matches(focusable) ? invalid : invalid.querySelector<HTMLElement>(focusable)
    target?.focus()
  })
}
