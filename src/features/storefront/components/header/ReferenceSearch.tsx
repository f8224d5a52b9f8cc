import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Search, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { visuallyHidden } from 'design-system'
import { useDebouncedValue } from '~/lib/use-debounced-value'
import { userMessageOf } from '~/lib/user-messages'
import { REFERENCE_SEARCH_DEBOUNCE_MS } from '../../storefront.constants'
import { referenceSearchQuery } from '../../storefront.queries'
import type { ReferenceResult } from '../../storefront.types'
import * as styles from './ReferenceSearch.css'

/** storefront-and-holidays.md §2.8, §8. */
export const REFERENCE_MESSAGES = {
  loading: 'Chargement...',
  empty: 'Aucun produit trouvé pour cette référence',
} as const

const found = (n: number) => (n === 1 ? '1 produit trouvé' : `${n} produits trouvés`)

/**
 * The product-reference search box (§2.8): a combobox whose popup opens while the text is not
 * empty, searches 300 ms after the last keystroke, and shows 'Chargement...', the empty message
 * or the products found; choosing one (click, or arrows then Enter) opens /product/{slug}.
 * Escape closes the popup, then clears the text.
 */
export function ReferenceSearch({ focusWhen }: { focusWhen?: boolean }) {
  const id = useId()
  const listId = `${id}-produits`
  const input = useRef<HTMLInputElement>(null)
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const term = text.trim()
  const debounced = useDebouncedValue(term, REFERENCE_SEARCH_DEBOUNCE_MS)
  const query = useQuery({ ...referenceSearchQuery(debounced), enabled: debounced !== '' })

  useEffect(() => {
    if (focusWhen) input.current?.focus()
  }, [focusWhen])

  const waiting = term !== '' && (debounced !== term || query.isFetching || query.isPending)
  const results: ReferenceResult[] = !waiting && query.data ? query.data : []
  const state = term === '' ? 'idle' : waiting ? 'loading' : query.isError ? 'error' : results.length === 0 ? 'empty' : 'results'
  const popupOpen = open && term !== ''
  const listOpen = popupOpen && state === 'results'
  const announcement = !popupOpen
    ? ''
    : state === 'loading'
      ? REFERENCE_MESSAGES.loading
      : state === 'empty'
        ? REFERENCE_MESSAGES.empty
        : state === 'results'
          ? found(results.length)
          : state === 'error'
            ? userMessageOf(query.error)
            : ''

  const choose = (product: ReferenceResult) => {
    setOpen(false)
    setText('')
    setActive(-1)
    void navigate({ to: '/product/$slug', params: { slug: product.slug } })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (results.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (i < 0 ? (step === 1 ? 0 : results.length - 1) : (i + step + results.length) % results.length))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const chosen = results[active] ?? (results.length === 1 ? results[0] : undefined)
      if (listOpen && chosen) choose(chosen)
    } else if (event.key === 'Escape') {
      if (popupOpen) setOpen(false)
      else setText('')
      setActive(-1)
    }
  }

  return (
    <div
      role="search"
      className={styles.root}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <label htmlFor={`${id}-champ`} className={visuallyHidden}>
        Référence produit
      </label>
      <div className={styles.field}>
        <Search size={18} aria-hidden="true" className={styles.icon} />
        <input
          ref={input}
          id={`${id}-champ`}
          className={styles.input}
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          placeholder="Référence produit (ex. HV010000)"
          aria-autocomplete="list"
          aria-expanded={listOpen}
          aria-controls={listOpen ? listId : undefined}
          aria-activedescendant={listOpen && active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {text !== '' && (
          <button
            type="button"
            className={styles.clear}
            aria-label="Effacer"
            onClick={() => {
              setText('')
              setActive(-1)
              input.current?.focus()
            }}
          >
            <X size={16} aria-hidden="true" />
          </button>
        )}
      </div>
      {popupOpen && (
        <div className={styles.popup}>
          {state === 'results' ? (
            <ul id={listId} role="listbox" aria-label="Produits trouvés" className={styles.list}>
              {results.map((product, i) => (
                // The input keeps the focus (aria-activedescendant); Enter chooses from it.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={product.id}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => choose(product)}
                >
                  <span className={styles.optionTitle}>{product.title}</span>
                  <span className={styles.optionMeta}>Réf. {product.reference ?? product.id}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.message} aria-hidden="true">
              {state === 'loading' ? REFERENCE_MESSAGES.loading : state === 'empty' ? REFERENCE_MESSAGES.empty : announcement}
            </p>
          )}
        </div>
      )}
      <p className={visuallyHidden} role="status">
        {announcement}
      </p>
    </div>
  )
}
