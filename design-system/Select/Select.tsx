import { Check, ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'
import {
  Button,
  Collection,
  Header,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Select as RACSelect,
  SelectValue,
  Text,
  type ListBoxItemProps,
  type SelectProps as RACSelectProps,
} from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel, isInvalidFrom, type FieldBaseProps } from '../Field/Field'
import { Popover } from '../Popover/Popover'
import * as field from '../styles/field.css'
import * as lb from '../styles/listbox.css'
import * as styles from './Select.css'

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'className' | 'children'>, FieldBaseProps {
  items?: Iterable<T>
  children: ReactNode | ((item: T) => ReactNode)
  className?: string
}

/** A select (button + listbox popover): type-ahead, arrows, Enter, Escape. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  isInvalid,
  className,
  placeholder = 'Sélectionner',
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect
      validationBehavior="aria"
      {...props}
      placeholder={placeholder}
      isInvalid={isInvalidFrom(isInvalid, errorMessage)}
      className={[field.fieldRoot, className].filter(Boolean).join(' ')}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover matchTriggerWidth placement="bottom start" maxHeight={320}>
        <ListBox items={items} className={lb.listBox}>
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  )
}

export interface ListItemProps extends Omit<ListBoxItemProps, 'className' | 'children'> {
  children: ReactNode
  /** Second line, smaller. */
  description?: ReactNode
  /** Leading icon. */
  icon?: ReactNode
}

/** An option of Select, ComboBox or Autocomplete (a check mark when selected). */
export function ListItem({ children, description, icon, ...props }: ListItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined)
  return (
    <ListBoxItem {...props} textValue={textValue} className={lb.item}>
      {({ isSelected }) => (
        <>
          {icon}
          <span className={lb.itemText}>
            <Text slot="label">{children}</Text>
            {description && (
              <Text slot="description" className={lb.itemDescription}>
                {description}
              </Text>
            )}
          </span>
          {isSelected && <Check size={18} aria-hidden="true" className={lb.itemCheck} />}
        </>
      )}
    </ListBoxItem>
  )
}

/** A titled group of options. */
export function ListSection<T extends object>({
  title,
  children,
  items,
  id,
}: {
  title: ReactNode
  children: ReactNode | ((item: T) => ReactNode)
  items?: Iterable<T>
  id?: string
}) {
  return (
    <ListBoxSection id={id} className={lb.section}>
      <Header className={lb.sectionHeader}>{title}</Header>
      {typeof children === 'function' ? <CollectionOf items={items} render={children} /> : children}
    </ListBoxSection>
  )
}

function CollectionOf<T extends object>({ items, render }: { items?: Iterable<T>; render: (item: T) => ReactNode }) {
  return <Collection items={items}>{render}</Collection>
}

export const SelectItem = ListItem
export const SelectSection = ListSection
