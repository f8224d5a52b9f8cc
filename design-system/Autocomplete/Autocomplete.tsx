import type { ReactNode } from 'react'
import { Autocomplete as RACAutocomplete, ListBox, useFilter, type Key, type Selection } from 'react-aria-components'
import { SearchField } from '../SearchField/SearchField'
import { ListItem, ListSection } from '../Select/Select'
import * as lb from '../styles/listbox.css'
import * as styles from './Autocomplete.css'

export interface AutocompleteProps<T extends object> {
  /** Label of the search box (e.g. 'Rechercher une ville de départ'). */
  label: string
  /** Shown visually above the list; otherwise the label is only a placeholder. */
  showLabel?: boolean
  placeholder?: string
  items?: Iterable<T>
  children: ReactNode | ((item: T) => ReactNode)
  /** When nothing matches (e.g. 'Aucune ville de départ trouvée'). */
  emptyMessage?: ReactNode
  /** Controlled search text: filter on the server; omit to filter locally ("contains"). */
  inputValue?: string
  onInputChange?: (value: string) => void
  /** Called with the chosen item's key. */
  onAction?: (key: Key) => void
  selectedKeys?: Iterable<Key>
  onSelectionChange?: (keys: Selection) => void
  /** Text under the search box (e.g. a note about the agency's suggestions). */
  note?: ReactNode
  autoFocus?: boolean
  /**
   * No suggestion is highlighted until the user moves to one (ArrowDown then Enter picks the
   * first). Default: the first suggestion is highlighted as you type.
   */
  disableAutoFocusFirst?: boolean
  /**
   * Escape calls this (e.g. close the picker) and keeps the typed text, in one press. Without
   * it, Escape clears the text first, as in a search box.
   */
  onEscape?: () => void
  'aria-label'?: string
}

/**
 * A search box filtering an inline listbox (used inside pickers and drawers): type to filter,
 * arrows to move, Enter to choose; sections and an empty message.
 */
export function Autocomplete<T extends object>({
  label,
  showLabel = false,
  placeholder,
  items,
  children,
  emptyMessage = 'Aucun résultat',
  inputValue,
  onInputChange,
  onAction,
  selectedKeys,
  onSelectionChange,
  note,
  autoFocus,
  disableAutoFocusFirst,
  onEscape,
}: AutocompleteProps<T>) {
  const { contains } = useFilter({ sensitivity: 'base' })
  const controlled = inputValue !== undefined
  return (
    // Captured before the search box sees it: its own Escape would clear the text.
    <div
      className={styles.root}
      onKeyDownCapture={
        onEscape
          ? (e) => {
              if (e.key !== 'Escape') return
              e.preventDefault()
              e.stopPropagation()
              onEscape()
            }
          : undefined
      }
    >
      <RACAutocomplete
        filter={controlled ? undefined : contains}
        inputValue={inputValue}
        onInputChange={onInputChange}
        disableAutoFocusFirst={disableAutoFocusFirst}
      >
        <SearchField
          label={showLabel ? label : undefined}
          aria-label={showLabel ? undefined : label}
          placeholder={placeholder ?? label}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- inside a picker the search box takes focus when it opens
          autoFocus={autoFocus}
        />
        {note && <p className={styles.note}>{note}</p>}
        <ListBox
          aria-label={label}
          items={items}
          className={`${lb.listBox} ${styles.list}`}
          onAction={onAction}
          selectionMode={onSelectionChange ? 'single' : undefined}
          selectedKeys={selectedKeys}
          onSelectionChange={onSelectionChange}
          renderEmptyState={() => <div className={lb.empty}>{emptyMessage}</div>}
        >
          {children}
        </ListBox>
      </RACAutocomplete>
    </div>
  )
}

export const AutocompleteItem = ListItem
export const AutocompleteSection = ListSection
