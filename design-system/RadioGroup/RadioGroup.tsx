import type { ReactNode } from 'react'
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel, isInvalidFrom, type FieldBaseProps } from '../Field/Field'
import * as styles from './RadioGroup.css'

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'className' | 'children'>, FieldBaseProps {
  children: ReactNode
  className?: string
}

/** A labelled radio group; arrow keys move the selection. */
export function RadioGroup({ label, description, errorMessage, children, isInvalid, className, ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup
      validationBehavior="aria"
      {...props}
      isInvalid={isInvalidFrom(isInvalid, errorMessage)}
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <FieldDescription>{description}</FieldDescription>
      <div className={styles.options}>{children}</div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RACRadioGroup>
  )
}

export interface RadioProps extends Omit<RACRadioProps, 'className' | 'children'> {
  children: ReactNode
  description?: ReactNode
}

export function Radio({ children, description, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={styles.radio}>
      <span className={styles.circle} aria-hidden="true" />
      <span className={styles.labelText}>
        {children}
        {description && <span className={styles.description}>{description}</span>}
      </span>
    </RACRadio>
  )
}
