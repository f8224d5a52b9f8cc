import { Minus, Plus } from 'lucide-react'
import { Button, Group, Input, NumberField as RACNumberField, type NumberFieldProps as RACNumberFieldProps } from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel, isInvalidFrom, type FieldBaseProps } from '../Field/Field'
import * as styles from '../styles/field.css'
import * as local from './NumberField.css'

export const numberFieldLayouts = ['field', 'stepper'] as const
export type NumberFieldLayout = (typeof numberFieldLayouts)[number]

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'className' | 'children'>, FieldBaseProps {
  /** 'field': an input with − and + inside; 'stepper': label left, round − n + right. */
  layout?: NumberFieldLayout
  className?: string
}

/**
 * A number input with decrement/increment buttons; arrow keys, Page Up/Down, Home/End work.
 * Defaults to the spec's count stepper bounds: min 0, max 90.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  layout = 'field',
  isInvalid,
  className,
  minValue = 0,
  maxValue = 90,
  ...props
}: NumberFieldProps) {
  const invalid = isInvalidFrom(isInvalid, errorMessage)
  if (layout === 'stepper') {
    return (
      <RACNumberField
        validationBehavior="aria"
        {...props}
        minValue={minValue}
        maxValue={maxValue}
        isInvalid={invalid}
        className={[local.stepperRoot, className].filter(Boolean).join(' ')}
      >
        <div className={local.stepperText}>
          {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
          <FieldDescription>{description}</FieldDescription>
        </div>
        <Group className={local.stepperGroup}>
          <Button slot="decrement" className={local.stepperButton}>
            <Minus size={18} aria-hidden="true" />
          </Button>
          <Input className={local.stepperInput} />
          <Button slot="increment" className={local.stepperButton}>
            <Plus size={18} aria-hidden="true" />
          </Button>
        </Group>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      </RACNumberField>
    )
  }
  return (
    <RACNumberField
      validationBehavior="aria"
      {...props}
      minValue={minValue}
      maxValue={maxValue}
      isInvalid={invalid}
      className={[styles.fieldRoot, className].filter(Boolean).join(' ')}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Group className={styles.group}>
        <Button slot="decrement" className={styles.groupButton} style={{ marginLeft: 4, marginRight: 0 }}>
          <Minus size={18} aria-hidden="true" />
        </Button>
        <Input className={`${styles.groupInput} ${local.numberInput}`} />
        <Button slot="increment" className={styles.groupButton}>
          <Plus size={18} aria-hidden="true" />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RACNumberField>
  )
}

/** The spec's count stepper (0–90 by default): `NumberField` in stepper layout. */
export function CountStepper(props: Omit<NumberFieldProps, 'layout'>) {
  return <NumberField layout="stepper" {...props} />
}
