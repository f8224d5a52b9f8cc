import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { MapPin } from 'lucide-react'
import { ComboBox, ComboBoxItem } from 'design-system'
import { useDebouncedValue } from '~/lib/use-debounced-value'
import { placeSearchQuery } from '../agencies.queries'
import { placeDetails, type Place } from '../places'
import { AGENCY_SEARCH_DEBOUNCE_MS, PLACE_SEARCH_MIN_CHARS } from '../proximity'
import * as styles from './AgencyDrawer.css'

export interface AgencySearchFieldProps {
  /** The typed text: it also searches agencies by name (the drawer's list). */
  value: string
  onChange: (text: string) => void
  place: Place | null
  /** A town or postcode chosen, or the first one found when Enter is pressed without choosing. */
  onPlace: (place: Place) => void
}

/**
 * The agency search box, a combobox suggesting French towns and postcodes (from 3 characters,
 * 300 ms after the typing stops, booking-and-accounts.md §7/§9) while the text also searches
 * agency names. Enter with no suggestion highlighted takes the first one, as the spec's 'first
 * prediction'.
 */
export function AgencySearchField({ value, onChange, place, onPlace }: AgencySearchFieldProps) {
  const queryClient = useQueryClient()
  const text = value.trim()
  const term = useDebouncedValue(text, AGENCY_SEARCH_DEBOUNCE_MS)
  const searchable = term.length >= PLACE_SEARCH_MIN_CHARS && text.length >= PLACE_SEARCH_MIN_CHARS && term !== place?.name
  const { data } = useQuery({ ...placeSearchQuery(term), enabled: searchable, placeholderData: keepPreviousData })
  const suggestions = searchable ? (data ?? []) : []

  async function takeFirst() {
    if (text.length < PLACE_SEARCH_MIN_CHARS || text === place?.name) return
    const [first] = await queryClient.fetchQuery(placeSearchQuery(text)).catch(() => [])
    if (first) onPlace(first)
  }

  return (
    // Captured before the combobox handles the key: whether an option was highlighted then.
    <div
      onKeyDownCapture={(e) => {
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement && !e.target.getAttribute('aria-activedescendant')) void takeFirst()
      }}
    >
      <ComboBox
        label="Rechercher une agence"
        placeholder="Ville, code postal ou nom d'agence"
        icon={<MapPin size={18} aria-hidden="true" />}
        items={suggestions}
        inputValue={value}
        onInputChange={onChange}
        selectedKey={place?.id ?? null}
        onSelectionChange={(key) => {
          const chosen = suggestions.find((p) => p.id === key)
          if (chosen) onPlace(chosen)
        }}
        allowsCustomValue
        allowsEmptyCollection={false}
        showButton={false}
      >
        {(p: Place) => (
          <ComboBoxItem id={p.id} textValue={p.name}>
            {p.name} <span className={styles.placeDetails}>{placeDetails(p)}</span>
          </ComboBoxItem>
        )}
      </ComboBox>
    </div>
  )
}
