import type { ReactNode } from 'react'
import { Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel, isInvalidFrom, type FieldBaseProps } from '../Field/Field'
import * as styles from './SegmentedControl.css'

export interface SegmentedOption {
  id: string
  label: ReactNode
  isDisabled?: boolean
}

export interface SegmentedControlProps extends Omit<RadioGroupProps, 'className' | 'children' | 'orientation'>, FieldBaseProps {
  options: readonly SegmentedOption[]
  fullWidth?: boolean
  className?: string
}

/** A single choice shown as joined buttons (a radio group: arrows move, one selected). */
export function SegmentedControl({ label, description, errorMessage, options, fullWidth, isInvalid, className, ...props }: SegmentedControlProps) {
  return (
    <RadioGroup
      validationBehavior="aria"
      {...props}
      orientation="horizontal"
      isInvalid={isInvalidFrom(isInvalid, errorMessage)}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <FieldDescription>{description}</FieldDescription>
      <div className={fullWidth ? `${styles.track} ${styles.fullWidth}` : styles.track}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id} isDisabled={option.isDisabled} className={styles.segment}>
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RadioGroup>
  )
}

export interface YesNoGroupProps extends Omit<SegmentedControlProps, 'options' | 'value' | 'defaultValue' | 'onChange'> {
  value?: boolean | null
  defaultValue?: boolean | null
  onChange?: (value: boolean) => void
  yesLabel?: string
  noLabel?: string
}

const toKey = (v: boolean | null | undefined) => (v === true ? 'yes' : v === false ? 'no' : v)

/** The spec's yes/no button group (default labels 'Oui' / 'Non'), valued as a boolean. */
export function YesNoGroup({ value, defaultValue, onChange, yesLabel = 'Oui', noLabel = 'Non', ...props }: YesNoGroupProps) {
  return (
    <SegmentedControl
      {...props}
      options={[
        { id: 'yes', label: yesLabel },
        { id: 'no', label: noLabel },
      ]}
      value={value === undefined ? undefined : (toKey(value) ?? null)}
      defaultValue={defaultValue === undefined ? undefined : (toKey(defaultValue) ?? null)}
      onChange={(key) => onChange?.(key === 'yes')}
    />
  )
}
