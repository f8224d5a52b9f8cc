import { ChevronDown } from 'lucide-react'
import { useId } from 'react'
import { Button, Input, ListBox, Select, SelectValue, TextField, type Key } from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel, isInvalidFrom, type FieldBaseProps } from '../Field/Field'
import { Popover } from '../Popover/Popover'
import { ListItem } from '../Select/Select'
import * as field from '../styles/field.css'
import * as lb from '../styles/listbox.css'
import * as styles from './PhoneField.css'
import { visuallyHidden as hidden } from '../styles/visuallyHidden.css'

/** A country of the code list: ISO code, name, dialling code without '+'. */
export type PhoneCountry = { code: string; name: string; dial: string }

export interface PhoneFieldProps extends FieldBaseProps {
  /** ISO country code (default 'FR', +33). */
  country?: string
  defaultCountry?: string
  onCountryChange?: (country: PhoneCountry) => void
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
  onBlur?: () => void
  /** The countries offered (the app's list). */
  countries: readonly PhoneCountry[]
  isRequired?: boolean
  isDisabled?: boolean
  isInvalid?: boolean
  name?: string
  placeholder?: string
  className?: string
}

/** Country code (default FR / +33) plus phone number, as one labelled field. */
export function PhoneField({
  label = 'Téléphone',
  description,
  errorMessage,
  country,
  defaultCountry = 'FR',
  onCountryChange,
  countries,
  isInvalid,
  placeholder = '6 12 34 56 78',
  className,
  ...props
}: PhoneFieldProps) {
  const labelId = useId()
  const invalid = isInvalidFrom(isInvalid, errorMessage)
  const onSelect = (key: Key | null) => {
    const found = countries.find((c) => c.code === key)
    if (found) onCountryChange?.(found)
  }
  return (
    <div className={[field.fieldRoot, className].filter(Boolean).join(' ')} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={field.label}>
        {label}
        {props.isRequired && (
          <span className={field.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <div className={styles.row}>
        <Select
          aria-label="Indicatif du pays"
          selectedKey={country}
          defaultSelectedKey={country === undefined ? defaultCountry : undefined}
          onSelectionChange={onSelect}
          isDisabled={props.isDisabled}
        >
          <Button className={styles.countryTrigger}>
            <SelectValue>
              {({ selectedItem }) => (
                <span className={styles.code}>{selectedItem ? `${(selectedItem as PhoneCountry).code} +${(selectedItem as PhoneCountry).dial}` : '+'}</span>
              )}
            </SelectValue>
            <ChevronDown size={18} aria-hidden="true" />
          </Button>
          <Popover placement="bottom start" maxHeight={320}>
            <ListBox items={countries} className={lb.listBox}>
              {(c) => (
                <ListItem id={c.code} textValue={c.name}>
                  {`${c.name} (+${c.dial})`}
                </ListItem>
              )}
            </ListBox>
          </Popover>
        </Select>
        <TextField
          validationBehavior="aria"
          {...props}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          isInvalid={invalid}
          className={`${field.fieldRoot} ${styles.number}`}
        >
          <FieldLabel className={field.label + ' ' + hidden}>{'Numéro de téléphone'}</FieldLabel>
          <Input className={field.input} placeholder={placeholder} />
          <FieldDescription>{description}</FieldDescription>
          <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        </TextField>
      </div>
    </div>
  )
}
