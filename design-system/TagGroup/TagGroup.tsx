import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import {
  Button,
  Tag as RACTag,
  TagGroup as RACTagGroup,
  TagList,
  type Key,
  type TagGroupProps as RACTagGroupProps,
  type TagProps as RACTagProps,
} from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldBaseProps } from '../Field/Field'
import { visuallyHidden } from '../styles/visuallyHidden.css'
import * as styles from './TagGroup.css'

export interface TagGroupProps<T extends object> extends Omit<RACTagGroupProps, 'className' | 'children'>, FieldBaseProps {
  items?: Iterable<T>
  children: ReactNode | ((item: T) => ReactNode)
  /** Shows 'Tout effacer' after the tags. */
  onClearAll?: () => void
  clearAllLabel?: string
  /** Text when there is no tag. */
  emptyMessage?: string
  /** Hide the label visually (keeps it for screen readers). */
  hideLabel?: boolean
  className?: string
}

/** Tags (e.g. selected filters) removable with their × button, Backspace or Delete. */
export function TagGroup<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  onClearAll,
  clearAllLabel = 'Tout effacer',
  emptyMessage,
  hideLabel,
  className,
  ...props
}: TagGroupProps<T>) {
  return (
    <RACTagGroup {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      {label && <FieldLabel className={hideLabel ? visuallyHidden : undefined}>{label}</FieldLabel>}
      <div className={styles.row}>
        <TagList items={items} className={styles.list} renderEmptyState={emptyMessage ? () => emptyMessage : undefined}>
          {children}
        </TagList>
        {onClearAll && (
          <Button className={styles.clearAll} onPress={onClearAll}>
            {clearAllLabel}
          </Button>
        )}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RACTagGroup>
  )
}

export interface TagProps extends Omit<RACTagProps, 'className' | 'children'> {
  children: ReactNode
  id?: Key
}

/** A tag; shows a remove button ('Retirer …') when the group has `onRemove`. */
export function Tag({ children, ...props }: TagProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined)
  return (
    <RACTag {...props} textValue={textValue} className={({ allowsRemoving }) => (allowsRemoving ? styles.tag : `${styles.tag} ${styles.tagStatic}`)}>
      {({ allowsRemoving }) => (
        <>
          {children}
          {allowsRemoving && (
            <Button slot="remove" className={styles.remove} aria-label="Retirer">
              <X size={14} strokeWidth={2.5} aria-hidden="true" />
            </Button>
          )}
        </>
      )}
    </RACTag>
  )
}
