import { Check, Minus } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import {
  Checkbox as RACCheckbox,
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel, isInvalidFrom, type FieldBaseProps } from '../Field/Field'
import * as styles from './Checkbox.css'

export interface CheckboxProps extends Omit<RACCheckboxProps, 'className' | 'children'> {
  children?: ReactNode
  /** Second line under the label. */
  description?: ReactNode
  className?: string
}

/** A checkbox with its label; Space toggles. Its description describes it (the label alone names it). */
export function Checkbox({ children, description, className, ...props }: CheckboxProps) {
  const id = useId()
  const described = Boolean(description && children)
  return (
    <RACCheckbox
      validationBehavior="aria"
      {...props}
      aria-labelledby={described ? `${id}-label` : props['aria-labelledby']}
      aria-describedby={[props['aria-describedby'], described ? `${id}-description` : null].filter(Boolean).join(' ') || undefined}
      className={[styles.checkbox, className].filter(Boolean).join(' ')}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <Minus size={16} strokeWidth={3} /> : isSelected ? <Check size={16} strokeWidth={3} /> : null}
          </span>
          {(children || description) && (
            <span className={styles.labelText}>
              {described ? <span id={`${id}-label`}>{children}</span> : children}
              {description && (
                <span id={described ? `${id}-description` : undefined} className={styles.description}>
                  {description}
                </span>
              )}
            </span>
          )}
        </>
      )}
    </RACCheckbox>
  )
}

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'className' | 'children'>, FieldBaseProps {
  children: ReactNode
  orientation?: 'vertical' | 'horizontal'
  className?: string
}

/** A labelled group of checkboxes with a description and a group error message. */
export function CheckboxGroup({ label, description, errorMessage, children, orientation = 'vertical', isInvalid, className, ...props }: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
      validationBehavior="aria"
      {...props}
      isInvalid={isInvalidFrom(isInvalid, errorMessage)}
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <FieldDescription>{description}</FieldDescription>
      <div className={orientation === 'horizontal' ? `${styles.options} ${styles.optionsHorizontal}` : styles.options}>{children}</div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RACCheckboxGroup>
  )
}
