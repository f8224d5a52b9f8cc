import { Search, X } from 'lucide-react'
import { Button, Group, Input, SearchField as RACSearchField, type SearchFieldProps as RACSearchFieldProps } from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel, isInvalidFrom, type FieldBaseProps } from '../Field/Field'
import * as styles from '../styles/field.css'
import { clear } from './SearchField.css'

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'className' | 'children'>, FieldBaseProps {
  placeholder?: string
  className?: string
}

/** A search input with a magnifier icon and a clear button ('Effacer'); Escape clears. */
export function SearchField({ label, description, errorMessage, placeholder, isInvalid, className, ...props }: SearchFieldProps) {
  const invalid = isInvalidFrom(isInvalid, errorMessage)
  return (
    <RACSearchField validationBehavior="aria" {...props} isInvalid={invalid} className={[styles.fieldRoot, className].filter(Boolean).join(' ')}>
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Group className={styles.group} isInvalid={invalid} isDisabled={props.isDisabled}>
        <Search size={20} aria-hidden="true" className={styles.groupIcon} />
        <Input className={styles.groupInput} placeholder={placeholder} />
        <Button className={`${styles.groupButton} ${clear}`} aria-label="Effacer">
          <X size={18} aria-hidden="true" />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RACSearchField>
  )
}
