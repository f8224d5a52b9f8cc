/** After an invalid submit: the first field in error (in page order) takes the focus. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (!invalid) return
    const focusable = invalid.matches('input, button, select, textarea, [tabindex]') ? invalid : invalid.querySelector<HTMLElement>('input, button, [tabindex]')
    focusable?.focus()
  })
}
