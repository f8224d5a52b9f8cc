import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button, ComboBox as RACComboBox, Group, Input, ListBox, type ComboBoxProps as RACComboBoxProps } from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel, isInvalidFrom, type FieldBaseProps } from '../Field/Field'
import { Popover } from '../Popover/Popover'
import { ListItem, ListSection } from '../Select/Select'
import * as field from '../styles/field.css'
import * as lb from '../styles/listbox.css'

export interface ComboBoxProps<T extends object> extends Omit<RACComboBoxProps<T>, 'className' | 'children'>, FieldBaseProps {
  items?: Iterable<T>
  children: ReactNode | ((item: T) => ReactNode)
  placeholder?: string
  /** Shown in the popover when nothing matches (e.g. 'Aucun lieu trouvé'). */
  emptyMessage?: ReactNode
  /** Leading icon in the input. */
  icon?: ReactNode
  className?: string
}

/** An editable combobox with a suggestions listbox, sections and an empty message. */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  emptyMessage = 'Aucun résultat',
  icon,
  isInvalid,
  className,
  ...props
}: ComboBoxProps<T>) {
  const invalid = isInvalidFrom(isInvalid, errorMessage)
  return (
    <RACComboBox
      validationBehavior="aria"
      {...props}
      allowsEmptyCollection
      isInvalid={invalid}
      className={[field.fieldRoot, className].filter(Boolean).join(' ')}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Group className={field.group} isInvalid={invalid} isDisabled={props.isDisabled}>
        {icon && <span className={field.groupIcon}>{icon}</span>}
        <Input className={field.groupInput} placeholder={placeholder} />
        <Button className={field.groupButton}>
          <ChevronDown size={20} aria-hidden="true" />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover matchTriggerWidth placement="bottom start" maxHeight={360}>
        <ListBox items={items} className={lb.listBox} renderEmptyState={() => <div className={lb.empty}>{emptyMessage}</div>}>
          {children}
        </ListBox>
      </Popover>
    </RACComboBox>
  )
}

export const ComboBoxItem = ListItem
export const ComboBoxSection = ListSection
