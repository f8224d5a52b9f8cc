import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { Button, Group, Input, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel, isInvalidFrom, type FieldBaseProps } from '../Field/Field'
import * as styles from '../styles/field.css'

export interface PasswordFieldProps extends Omit<RACTextFieldProps, 'className' | 'children' | 'type'>, FieldBaseProps {
  placeholder?: string
  className?: string
}

/** A password input with a show/hide toggle ('Afficher le mot de passe' / 'Masquer le mot de passe'). */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  className,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  const invalid = isInvalidFrom(isInvalid, errorMessage)
  return (
    <RACTextField
      validationBehavior="aria"
      {...props}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      isInvalid={invalid}
      className={[styles.fieldRoot, className].filter(Boolean).join(' ')}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Group className={styles.group} isInvalid={invalid} isDisabled={props.isDisabled}>
        <Input className={styles.groupInput} placeholder={placeholder} />
        <Button
          className={styles.groupButton}
          onPress={() => setVisible((v) => !v)}
          aria-label={visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
          isDisabled={props.isDisabled}
        >
          {visible ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RACTextField>
  )
}
