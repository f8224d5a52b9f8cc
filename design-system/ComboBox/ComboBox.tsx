import { ChevronDown } from 'lucide-react'
import { useContext, useEffect, useRef, type ReactNode } from 'react'
import { Button, ComboBox as RACComboBox, ComboBoxStateContext, Group, Input, ListBox, type ComboBoxProps as RACComboBoxProps } from 'react-aria-components'
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
  /** The chevron button that opens the whole list (off for suggestions fetched as you type). */
  showButton?: boolean
  className?: string
}

/**
 * An editable combobox with a suggestions listbox, sections and an empty message. Given `items`,
 * it shows them as they are (filter them where they come from, e.g. the server). With
 * `allowsEmptyCollection={false}` (suggestions fetched as you type), the list opens only when
 * there is something in it, including when the first suggestions arrive after the typing.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  emptyMessage = 'Aucun résultat',
  icon,
  showButton = true,
  isInvalid,
  className,
  allowsEmptyCollection = true,
  ...props
}: ComboBoxProps<T>) {
  const invalid = isInvalidFrom(isInvalid, errorMessage)
  return (
    <RACComboBox
      validationBehavior="aria"
      {...props}
      items={items}
      allowsEmptyCollection={allowsEmptyCollection}
      isInvalid={invalid}
      className={[field.fieldRoot, className].filter(Boolean).join(' ')}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Group className={field.group} isInvalid={invalid} isDisabled={props.isDisabled}>
        {icon && <span className={field.groupIcon}>{icon}</span>}
        <Input className={field.groupInput} placeholder={placeholder} />
        {showButton && (
          <Button className={field.groupButton}>
            <ChevronDown size={20} aria-hidden="true" />
          </Button>
        )}
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      {!allowsEmptyCollection && <OpenWhenFilled size={items ? Array.from(items).length : 0} />}
      <Popover matchTriggerWidth placement="bottom start" maxHeight={360}>
        <ListBox items={items} className={lb.listBox} renderEmptyState={() => <div className={lb.empty}>{emptyMessage}</div>}>
          {children}
        </ListBox>
      </Popover>
    </RACComboBox>
  )
}

/** Opens the list when suggestions arrive while the field has focus and the list had none. */
function OpenWhenFilled({ size }: { size: number }) {
  const state = useContext(ComboBoxStateContext)
  const hadNone = useRef(true)
  useEffect(() => {
    if (state && size > 0 && hadNone.current && state.isFocused && !state.isOpen) state.open(null, 'input')
    hadNone.current = size === 0
  }, [size, state])
  return null
}

export const ComboBoxItem = ListItem
export const ComboBoxSection = ListSection
