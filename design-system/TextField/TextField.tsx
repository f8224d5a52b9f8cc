import { Input, TextArea, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel, isInvalidFrom, type FieldBaseProps } from '../Field/Field'
import * as styles from '../styles/field.css'
import { textArea } from './TextField.css'

export interface TextFieldProps extends Omit<RACTextFieldProps, 'className' | 'children'>, FieldBaseProps {
  placeholder?: string
  /** Several lines (textarea). */
  multiline?: boolean
  className?: string
}

/** A labelled text input with description and error message (react-aria `TextField`). */
export function TextField({ label, description, errorMessage, placeholder, multiline, isInvalid, className, ...props }: TextFieldProps) {
  return (
    <RACTextField
      validationBehavior="aria"
      {...props}
      isInvalid={isInvalidFrom(isInvalid, errorMessage)}
      className={[styles.fieldRoot, className].filter(Boolean).join(' ')}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      {multiline ? (
        <TextArea className={`${styles.input} ${textArea}`} placeholder={placeholder} />
      ) : (
        <Input className={styles.input} placeholder={placeholder} />
      )}
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RACTextField>
  )
}
