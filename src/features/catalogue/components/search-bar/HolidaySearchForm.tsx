import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { BedDouble, Search } from 'lucide-react'
import { useState } from 'react'
import { Button, ResponsivePicker } from 'design-system'
import { useAppForm } from '~/app/form'
import { formOptionsQuery, topDestinationsQuery } from '../../catalogue.queries'
import { FORM_OPTIONS, SUGGESTED_DEPARTURES, DESTINATION_RESULTS_MAX } from '../../constants'
import { EMPTY_HOLIDAY_SEARCH, toResultsSearch, type FormPreset, type HolidaySearchValues, type Place } from '../../holiday-search'
import { DatePicker } from './DatePicker'
import { DurationPicker } from './DurationPicker'
import { PlacePicker } from './PlacePicker'
import * as styles from './SearchBar.css'

/** How a host places the form: its id, its submit button elsewhere (the drawer's fixed 'Rechercher'), told when it navigates. */
export interface SearchFormSlot {
  onSearched?: () => void
  id?: string
  hideSubmit?: boolean
  onNavigatingChange?: (navigating: boolean) => void
}

type Field = 'departure' | 'destination' | 'date' | 'duration' | 'accommodation'

const places = (items: readonly { code: string; label: string }[] | undefined): Place[] => (items ?? []).map((i) => ({ code: i.code, label: i.label }))

/**
 * The tour, cruise, hotel-or-club and rentals forms (§2.10, §2.11, §2.13): four pickers, one
 * open at a time, then /search-products with the search in its URL (the sub-tab's theme
 * preset). The submit button is disabled and shows loading while navigating. `initial`: the
 * values it opens with (empty by default).
 */
export function HolidaySearchForm({
  preset,
  initial = EMPTY_HOLIDAY_SEARCH,
  onSearched,
  id,
  hideSubmit,
  onNavigatingChange,
}: { preset: FormPreset; initial?: HolidaySearchValues } & SearchFormSlot) {
  const navigate = useNavigate()
  const form = useAppForm({
    defaultValues: initial,
    onSubmit: async ({ value }) => {
      onNavigatingChange?.(true)
      try {
        await navigate({ to: '/search-products', search: toResultsSearch(value, preset) })
        onSearched?.()
      } finally {
        onNavigatingChange?.(false)
      }
    },
  })
  const values = useStore(form.store, (s) => s.values)
  const navigating = useStore(form.store, (s) => s.isSubmitting)
  const [open, setOpen] = useState<Field | null>(null)
  const config = FORM_OPTIONS[preset.kind]
  // The pickers' lists are loaded when the user comes to the form (pointer over it, focus in
  // it) or opens a picker, not with the page: their arrival renders the whole form again, a
  // long task on a phone while the page hydrates, for lists nobody may open.
  const queryClient = useQueryClient()
  const optionsQuery = formOptionsQuery(config.travelType, config.accommodationTypes)
  const options = useQuery({ ...optionsQuery, enabled: open !== null })
  const loadOptions = () => void queryClient.prefetchQuery(optionsQuery)
  const top = useQuery({ ...topDestinationsQuery(config.topKey), enabled: open === 'destination' })
  const departures = places(options.data?.departure_city)
  const suggested = SUGGESTED_DEPARTURES.map((code) => departures.find((d) => d.code === code)).filter((d): d is Place => Boolean(d))
  const set = <K extends keyof HolidaySearchValues>(name: K, value: HolidaySearchValues[K]) => form.setFieldValue(name, value as never)
  const picker = (field: Field) => ({ isOpen: open === field, onOpenChange: (o: boolean) => setOpen(o ? field : null) })

  return (
    <form
      id={id}
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
      onPointerEnter={loadOptions}
      onFocus={loadOptions}
      aria-label="Rechercher un voyage"
    >
      {preset.kind === 'rentals' ? (
        <ResponsivePicker
          label="Hébergement"
          value={values.accommodationType?.label}
          placeholder="Peu importe"
          icon={<BedDouble size={20} aria-hidden="true" />}
          onClear={() => set('accommodationType', null)}
          {...picker('accommodation')}
        >
          {(close) => (
            <ul className={styles.options}>
              {places(options.data?.accommodation_type).map((a) => (
                <li key={a.code}>
                  <button
                    type="button"
                    className={styles.option}
                    aria-pressed={values.accommodationType?.code === a.code}
                    onClick={() => {
                      set('accommodationType', a)
                      close()
                    }}
                  >
                    {a.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </ResponsivePicker>
      ) : (
        <PlacePicker
          kind="departure"
          value={values.departureCity}
          onChange={(departureCity) => set('departureCity', departureCity)}
          places={departures}
          suggestions={suggested}
          {...picker('departure')}
        />
      )}
      <PlacePicker
        kind="destination"
        value={values.destination}
        onChange={(destination) => set('destination', destination)}
        places={places(options.data?.destination)}
        suggestions={places(top.data)}
        maxResults={DESTINATION_RESULTS_MAX}
        {...picker('destination')}
      />
      <DatePicker value={values.date} onChange={(date) => set('date', date)} {...picker('date')} />
      <DurationPicker value={values.duration} onChange={(duration) => set('duration', duration)} {...picker('duration')} />
      {hideSubmit ? null : (
        <Button
          type="submit"
          size="lg"
          iconStart={<Search size={20} aria-hidden="true" />}
          isDisabled={navigating}
          isLoading={navigating}
          loadingLabel="Recherche en cours…"
        >
          Rechercher
        </Button>
      )}
    </form>
  )
}
