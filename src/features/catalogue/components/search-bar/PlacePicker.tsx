import { MapPin, PlaneTakeoff } from 'lucide-react'
import { useState } from 'react'
import { ResponsivePicker, SearchField } from 'design-system'
import { useDebouncedValue } from '~/lib/use-debounced-value'
import { SEARCH_DEBOUNCE_MS } from '../../constants'
import { matchesPlace, type Place } from '../../holiday-search'
import { addRecent, readRecent } from '../../recent-entries'
import * as styles from './SearchBar.css'

export interface PlacePickerProps {
  kind: 'departure' | 'destination'
  value: Place | null
  onChange: (place: Place | null) => void
  /** Every known place (the form's options). */
  places: readonly Place[]
  /** Suggested cities (departure) or popular destinations (destination). */
  suggestions: readonly Place[]
  /** At most this many search results (destinations: 10). */
  maxResults?: number
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}

const TEXT = {
  departure: {
    label: 'Ville de départ',
    placeholder: 'Sans préférence',
    search: 'Rechercher une ville de départ',
    recent: 'Vos dernières entrées',
    suggested: 'Villes de départ suggérées',
    empty: 'Aucune ville de départ trouvée',
  },
  destination: {
    label: 'Destination',
    placeholder: 'Je suis flexible',
    search: 'Rechercher une destination',
    recent: 'Vos dernières recherches',
    suggested: 'Destinations populaires',
    empty: 'Aucune destination trouvée',
  },
} as const

function PlaceList({ title, places, value, onPick }: { title: string; places: readonly Place[]; value: Place | null; onPick: (p: Place) => void }) {
  if (places.length === 0) return null
  return (
    <section aria-label={title} className={styles.pickerBody}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <ul className={styles.options}>
        {places.map((p) => (
          <li key={p.code}>
            <button type="button" className={styles.option} aria-pressed={value?.code === p.code} onClick={() => onPick(p)}>
              {p.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The departure-city and destination pickers of §2.10: a search box (destinations debounced
 * 300 ms, at most 10 results), the last entries kept in this browser, suggestions; choosing
 * sets the field and closes the picker; 'Tout effacer' resets it.
 */
export function PlacePicker({ kind, value, onChange, places, suggestions, maxResults = 50, isOpen, onOpenChange }: PlacePickerProps) {
  const t = TEXT[kind]
  const [term, setTerm] = useState('')
  const debounced = useDebouncedValue(term, kind === 'destination' ? SEARCH_DEBOUNCE_MS : 0)
  // Read when open only: the picker's content never renders on the server.
  const recent = isOpen ? readRecent(kind) : []
  const pick = (p: Place, close: () => void) => {
    addRecent(kind, p)
    onChange(p)
    setTerm('')
    close()
  }
  const found = debounced.trim() ? places.filter((p) => matchesPlace(p.label, debounced)).slice(0, maxResults) : null
  const Icon = kind === 'departure' ? PlaneTakeoff : MapPin
  return (
    <ResponsivePicker
      label={t.label}
      value={value?.label}
      placeholder={t.placeholder}
      icon={<Icon size={20} aria-hidden="true" />}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onClear={() => onChange(null)}
    >
      {(close) => (
        <div className={styles.pickerBody}>
          <SearchField label={t.search} value={term} onChange={setTerm} />
          {found ? (
            found.length ? (
              <PlaceList title="Résultats" places={found} value={value} onPick={(p) => pick(p, close)} />
            ) : (
              <p className={styles.empty} role="status">
                {t.empty}
              </p>
            )
          ) : (
            <>
              <PlaceList title={t.recent} places={recent} value={value} onPick={(p) => pick(p, close)} />
              <PlaceList title={t.suggested} places={suggestions} value={value} onPick={(p) => pick(p, close)} />
              {kind === 'departure' ? <p className={styles.note}>Les villes de départ proposées dépendent de votre agence.</p> : null}
            </>
          )}
        </div>
      )}
    </ResponsivePicker>
  )
}
