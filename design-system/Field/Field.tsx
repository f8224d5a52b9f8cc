import { AlertCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components'
import * as styles from '../styles/field.css'

export type ErrorMessage = string | ((validation: ValidationResult) => string)

/**
 * The common props of every form field. Fields validate the ARIA way (`validationBehavior="aria"`
 * unless told otherwise): the form owns its rules and messages, in the page's language, and the
 * browser's own validation text (in the browser's language, 'Please fill out this field.') is
 * never shown.
 */
export interface FieldBaseProps {
  /** Visible label (or pass `aria-label`). */
  label?: ReactNode
  /** Help text under the field (linked by aria-describedby). */
  description?: ReactNode
  /** Error text shown when invalid; a non-empty string also marks the field invalid. */
  errorMessage?: ErrorMessage
}

/** Invalid when told so, or when a string error message is given. */
export const isInvalidFrom = (isInvalid: boolean | undefined, errorMessage: ErrorMessage | undefined) =>
  isInvalid ?? (typeof errorMessage === 'string' && errorMessage.length > 0 ? true : undefined)

export function FieldLabel({ children, isRequired, className }: { children: ReactNode; isRequired?: boolean; className?: string }) {
  return (
    <Label className={className ?? styles.label}>
      {children}
      {isRequired && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  )
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  )
}

/** The error text: rendered only when the field is invalid, and linked to it. */
export function FieldErrorMessage({ children }: { children?: ErrorMessage }) {
  return (
    <FieldError className={styles.error}>
      {(validation) => (
        <>
          <AlertCircle size={16} aria-hidden="true" />
          {typeof children === 'function' ? children(validation) : (children ?? validation.validationErrors.join(' '))}
        </>
      )}
    </FieldError>
  )
}
