import { parseDate, type CalendarDate } from '@internationalized/date'
import { DatePicker, PhoneField, Radio, RadioGroup, TextField } from 'design-system'
import { todayInParis } from '~/lib/dates'
import type { Errors, PersonField } from '../../model/rules'
import { SALUTATION_LABELS, type PersonDraft, type Salutation } from '../../model/types'
import * as styles from './steps.css'

const toCalendar = (iso: string): CalendarDate | null => {
  try {
    return iso ? parseDate(iso) : null
  } catch {
    return null
  }
}

export interface PersonFieldsProps {
  /** Prefix of the fields' names and ids (e.g. 'passenger-0'). */
  id: string
  person: PersonDraft
  errors: Errors<PersonField>
  /** Whether each field's error shows (touched, or after 'Continuer'). */
  shows: (field: PersonField) => boolean
  onChange: (change: Partial<PersonDraft>) => void
  onBlur: (field: PersonField) => void
  contact: boolean
  /** Personal autofill (the payer, the first passenger); others are not the visitor. */
  autofill: boolean
  emailRequired?: boolean
  phoneRequired?: boolean
}

/** Salutation, names, birth date (DD/MM/YYYY, at most today) and, for adults and the payer, e-mail and phone. */
export function PersonFields({ id, person, errors, shows, onChange, onBlur, contact, autofill, emailRequired, phoneRequired }: PersonFieldsProps) {
  const error = (field: PersonField) => (shows(field) ? errors[field] : undefined)
  const max = toCalendar(todayInParis().toString())!
  return (
    <div className={styles.formGrid}>
      <RadioGroup
        className={styles.full}
        label="Civilité"
        orientation="horizontal"
        isRequired
        validationBehavior="aria"
        value={person.salutation || null}
        onChange={(value) => {
          onChange({ salutation: value as Salutation })
          onBlur('salutation')
        }}
        errorMessage={error('salutation')}
        name={`${id}-salutation`}
      >
        {(Object.keys(SALUTATION_LABELS) as (keyof typeof SALUTATION_LABELS)[]).map((s) => (
          <Radio key={s} value={s}>
            {SALUTATION_LABELS[s]}
          </Radio>
        ))}
      </RadioGroup>
      <TextField
        label="Prénom"
        isRequired
        validationBehavior="aria"
        name={`${id}-firstName`}
        autoComplete={autofill ? 'given-name' : 'off'}
        value={person.firstName}
        onChange={(firstName) => onChange({ firstName })}
        onBlur={() => onBlur('firstName')}
        errorMessage={error('firstName')}
      />
      <TextField
        label="Nom"
        isRequired
        validationBehavior="aria"
        name={`${id}-lastName`}
        autoComplete={autofill ? 'family-name' : 'off'}
        value={person.lastName}
        onChange={(lastName) => onChange({ lastName })}
        onBlur={() => onBlur('lastName')}
        errorMessage={error('lastName')}
      />
      <DatePicker
        label="Date de naissance"
        description="Format JJ/MM/AAAA"
        isRequired
        validationBehavior="aria"
        name={`${id}-dateOfBirth`}
        value={toCalendar(person.dateOfBirth)}
        maxValue={max}
        onChange={(value) => onChange({ dateOfBirth: value ? value.toString() : '' })}
        onBlur={() => onBlur('dateOfBirth')}
        errorMessage={error('dateOfBirth')}
      />
      {contact ? (
        <>
          <TextField
            label="E-mail"
            type="email"
            isRequired={emailRequired}
            validationBehavior="aria"
            name={`${id}-email`}
            autoComplete={autofill ? 'email' : 'off'}
            value={person.email}
            onChange={(email) => onChange({ email })}
            onBlur={() => onBlur('email')}
            errorMessage={error('email')}
          />
          <PhoneField
            className={styles.full}
            label="Téléphone"
            isRequired={phoneRequired}
            name={`${id}-phone`}
            country={person.phoneCountry}
            onCountryChange={(c) => onChange({ phoneCountry: c.code })}
            value={person.phoneNumber}
            onChange={(phoneNumber) => onChange({ phoneNumber })}
            onBlur={() => onBlur('phoneNumber')}
            errorMessage={error('phoneNumber') ?? error('phoneCountry')}
          />
        </>
      ) : null}
    </div>
  )
}

/** Moves the focus to the first field in error inside `root` (after 'Continuer'): its first focusable part (a radio group's first radio, a date's day). */
export function focusFirstInvalid(root: HTMLElement | null) {
  requestAnimationFrame(() => {
    const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]')
    if (!invalid) return
    const focusable = 'input:not([type="hidden"]), textarea, select, [role="spinbutton"], button'
    const target = invalid.matches(focusable) ? invalid : invalid.querySelector<HTMLElement>(focusable)
    target?.focus()
  })
}
