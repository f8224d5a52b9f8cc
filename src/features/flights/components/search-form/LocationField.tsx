import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Building2, Plane, PlaneLanding, PlaneTakeoff, TrainFront } from 'lucide-react'
import { useState } from 'react'
import { Autocomplete, AutocompleteItem, AutocompleteSection, ResponsivePicker } from 'design-system'
import { useDebouncedValue } from '~/lib/use-debounced-value'
import type { Location } from '~/api-contract/flights'
import { locationSearchQuery, normaliseTerm } from '../../locations.queries'
import { placeLabel, type PlaceValue } from '../../search-form.schema'
import * as styles from './SearchForm.css'

/** Location search debounce (flights.md §9). */
export const LOCATION_DEBOUNCE_MS = 300

const CATEGORY_GROUPS = [
  {
    id: 'city',
    title: 'Villes',
    match: (c: string) => c === 'City',
    Icon: Building2,
  },
  {
    id: 'airport',
    title: 'Aéroports',
    match: (c: string) => /airport/i.test(c),
    Icon: Plane,
  },
  {
    id: 'rail',
    title: 'Gares',
    match: (c: string) => /rail|station/i.test(c),
    Icon: TrainFront,
  },
] as const

const groupOf = (category: string) => CATEGORY_GROUPS.find((g) => g.match(category)) ?? CATEGORY_GROUPS[1]

export function toPlace(location: Location): PlaceValue {
  return {
    code: location.code,
    name: location.name,
    countryCode: location.country_code,
    countryName: location.country_name,
    type: location.category,
  }
}

const fold = (s: string) =>
  normaliseTerm(s)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/**
 * How well a location matches the typed text: 0 its code or the start of its name ('Par' →
 * Paris), 1 the start of a later word ('Roissy-Charles de Gaulle' for 'char'), 2 elsewhere
 * ('Par' → Bonaparte) or only the country.
 */
export function matchRank(location: Location, term: string): number {
  const t = fold(term)
  if (!t) return 0
  const name = fold(location.name)
  if (name.startsWith(t) || fold(location.code) === t) return 0
  if (name.split(/[\s\-'’(),/]+/).some((word) => word.startsWith(t))) return 1
  return 2
}

/** Groups in a fixed order (cities, airports, stations); in each, prefix matches first, then the API's order. */
export function groupLocations(locations: Location[], term = '') {
  const ranked = locations
    .map((l, i) => ({ l, i, r: matchRank(l, term) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.l)
  return CATEGORY_GROUPS.map((group) => ({
    ...group,
    items: ranked.filter((l) => groupOf(l.category).id === group.id),
  })).filter((g) => g.items.length > 0)
}

export interface LocationFieldProps {
  kind: 'departure' | 'destination'
  label: string
  value: PlaceValue | null
  inputValue: string
  /** Typing clears the chosen location until one is picked again. */
  onInputChange: (text: string) => void
  onSelect: (place: PlaceValue) => void
  onClear: () => void
  errorMessage?: string
  className?: string
  /** Controlled opening (the form opens the destination once a departure is chosen). */
  isOpen?: boolean
  onOpenChange?: (isOpen: boolean) => void
  /** In error, its message shown elsewhere (a form's banner): that message's id(s). */
  errorMessageId?: string
}

/** A departure or destination field: suggestions from the location search (300 ms debounce). */
export function LocationField({
  kind,
  label,
  value,
  inputValue,
  onInputChange,
  onSelect,
  onClear,
  errorMessage,
  className,
  isOpen: isOpenProp,
  onOpenChange,
  errorMessageId,
}: LocationFieldProps) {
  const [isOpenState, setOpenState] = useState(false)
  const isOpen = isOpenProp ?? isOpenState
  const setOpen = (open: boolean) => {
    setOpenState(open)
    onOpenChange?.(open)
  }
  const term = useDebouncedValue(inputValue, LOCATION_DEBOUNCE_MS)
  const query = useQuery({
    ...locationSearchQuery(term),
    placeholderData: keepPreviousData,
  })
  const searchable = normaliseTerm(inputValue).length >= 2
  const locations = searchable ? (query.data ?? []) : []
  const groups = groupLocations(locations, term)
  const byCode = new Map(locations.map((l) => [l.code, l]))
  const pending = searchable && (query.isFetching || normaliseTerm(term) !== normaliseTerm(inputValue))
  const emptyMessage = !searchable ? 'Saisissez au moins 2 lettres' : pending ? 'Recherche…' : 'Aucun lieu trouvé'
  const FieldIcon = kind === 'departure' ? PlaneTakeoff : PlaneLanding

  const choose = (location: Location, close: () => void) => {
    const place = toPlace(location)
    close()
    onSelect(place)
    document.dispatchEvent(new CustomEvent(kind === 'departure' ? 'departureSelected' : 'destinationSelected', { detail: place }))
  }

  return (
    <ResponsivePicker
      className={className}
      label={label}
      title={kind === 'departure' ? 'Ville ou aéroport de départ' : 'Ville ou aéroport de destination'}
      value={value ? placeLabel(value) : inputValue}
      placeholder={kind === 'departure' ? 'D’où partez-vous ?' : 'Où allez-vous ?'}
      icon={<FieldIcon size={20} aria-hidden="true" />}
      isOpen={isOpen}
      onOpenChange={setOpen}
      onClear={onClear}
      errorMessage={errorMessage}
      errorMessageId={errorMessageId}
      popoverWidth={420}
      confirmLabel="Valider"
      confirmInPopover={false}
    >
      {(close) => (
        <div className={styles.locationBox}>
          <Autocomplete<{ id: string }>
            label={kind === 'departure' ? 'Rechercher une ville ou un aéroport de départ' : 'Rechercher une ville ou un aéroport de destination'}
            placeholder="Ville, aéroport, gare…"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the picker opened to type in this box
            autoFocus
            disableAutoFocusFirst
            onEscape={close}
            inputValue={inputValue}
            onInputChange={onInputChange}
            emptyMessage={<span aria-live="polite">{emptyMessage}</span>}
            onAction={(key) => {
              const location = byCode.get(String(key))
              if (location) choose(location, close)
            }}
          >
            {groups.map((group) => (
              <AutocompleteSection key={group.id} id={group.id} title={group.title}>
                {group.items.map((location) => (
                  <AutocompleteItem
                    key={location.code}
                    id={location.code}
                    textValue={`${location.name} ${location.code}`}
                    icon={<group.Icon size={18} aria-hidden="true" className={styles.optionIcon} />}
                  >
                    <span className={styles.optionName}>{location.name}</span> <span className={styles.optionCode}>{location.code}</span>
                    {/* In the label (not a description): the whole visible text is the option's name (axe label-content-name-mismatch). */}
                    <span className={styles.optionMeta}>
                      {' '}
                      {[location.category === 'City' ? (location.extension ?? 'Ville') : categoryLabel(location.category), location.country_name]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </AutocompleteItem>
                ))}
              </AutocompleteSection>
            ))}
          </Autocomplete>
        </div>
      )}
    </ResponsivePicker>
  )
}

function categoryLabel(category: string): string {
  if (/international/i.test(category)) return 'Aéroport international'
  if (/airport/i.test(category)) return 'Aéroport'
  if (/rail|station/i.test(category)) return 'Gare'
  return category
}
