import { useId, useState } from 'react'
import { PasswordChecklist, PasswordField } from 'design-system'
import { useFieldContext, useFieldError } from '~/app/form'
import { passwordRules } from '../../register.schema'

export interface PasswordInputProps {
  label?: string
  name?: string
}

/**
 * The new password with its live checklist (booking-and-accounts.md §2): the checklist shows
 * while the field has content and either a rule is unmet or the field has the focus; while the
 * field has the focus, the error text is hidden (the checklist says it all). Bound to the form
 * field in context.
 */
export function PasswordInput({ label = 'Mot de passe', name = 'password' }: PasswordInputProps) {
  const field = useFieldContext<string>()
  const errorMessage = useFieldError()
  const value = field.state.value
  const checklistId = useId()
  const [focused, setFocused] = useState(false)
  const allMet = passwordRules.every((rule) => rule.test(value))
  const showChecklist = value.length > 0 && (!allMet || focused)
  /** While the user types, the checklist says what is missing (no error text beside it). */
  const checklistSpeaks = focused && showChecklist
  return (
    <div>
      <PasswordField
        label={label}
        name={name}
        autoComplete="new-password"
        isRequired
        value={value}
        onChange={field.handleChange}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false)
          field.handleBlur()
        }}
        isInvalid={Boolean(errorMessage) && !checklistSpeaks}
        errorMessage={checklistSpeaks ? undefined : errorMessage}
        aria-describedby={showChecklist ? checklistId : undefined}
      />
      {showChecklist ? <PasswordChecklist id={checklistId} password={value} rules={passwordRules} /> : null}
    </div>
  )
}
