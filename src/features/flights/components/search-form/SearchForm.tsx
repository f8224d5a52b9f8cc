// eslint-disable-next-line no-restricted-imports -- not yet on app/form: moved once /search's initial JS with app/form is measured within budget
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { ArrowLeftRight, ArrowRight, Plus, Search, Trash2 } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { AlertDialog, Button, IconButton, mediaMatches, mediaQuery, Tab, TabList, TabPanel, Tabs, type TabKey } from 'design-system'
import { MAX_SEGMENTS } from '~/api-contract/constants'
import { loadLastSearch, saveLastSearch } from '../../last-search'
import { dateBounds, nextDay } from '../../search-dates'
import {
  defaultSearchValues,
  emptySegment,
  needsReturnTicket,
  placeLabel,
  searchFormSchema,
  type PlaceValue,
  type SearchFormValues,
} from '../../search-form.schema'
import { fromSearchParams, toSearchParams, type KnownPlaces, type SearchUrlParams } from '../../search-url'
import { TRIP_TYPE_LABELS, TRIP_TYPES, type TripType } from '../../trip-types'
import { DateField, RangeDatesField } from './DatesField'
import { LocationField } from './LocationField'
import { PassengersField } from './PassengersField'
import { firstError } from '~/app/form'
import * as styles from './SearchForm.css'

export interface SearchFormProps {
  /** 'banner': the /vol landing; 'compact': 'Modifier la recherche' on /search. */
  variant?: 'banner' | 'compact'
  /** The /search URL to start from (modify a search). Without it, the last search prefills. */
  initialParams?: SearchUrlParams
  /** The trip type asked by the URL: it wins over the last search. */
  initialType?: TripType
  onTypeChange?: (type: TripType) => void
  /** After a search is sent (e.g. to close the drawer it sits in). */
  onSearched?: () => void
  /** The server's lookup of the URL's codes: names, and unknown codes left as typed text. */
  known?: KnownPlaces
  /** Messages the server found in the URL, by field path: shown until the field changes or a submit. */
  initialErrors?: Record<string, string>
}

type ErrorList = ReadonlyArray<unknown> | undefined

type FieldMeta = Record<string, { errors?: ErrorList } | undefined>

/** Whether two states of the fields' meta show the same message for every field. */
function sameMessages(a: unknown, b: unknown): boolean {
  if (a === b) return true
  const [x, y] = [a as FieldMeta, b as FieldMeta]
  const names = new Set([...Object.keys(x), ...Object.keys(y)])
  for (const name of names) if (firstError(x[name]?.errors) !== firstError(y[name]?.errors)) return false
  return true
}

/**
 * The flight search form: tabs for the trip type, departure / destination with suggestions,
 * swap, dates, passengers, multi-destination rows; validated on submit (then on change),
 * cached in localStorage and sent to /search with the spec's parameter names.
 */
/** The value at a field path ('from', 'destinations[1].departure'). */
function valueAt(values: unknown, path: string): unknown {
  return path
    .split(/[.[\]]/)
    .filter(Boolean)
    .reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), values)
}

export default function SearchForm({ variant = 'banner', initialParams, initialType, onTypeChange, onSearched, known, initialErrors }: SearchFormProps) {
  const navigate = useNavigate()
  const bounds = useMemo(() => dateBounds(), [])
  const schema = useMemo(() => searchFormSchema(bounds.min), [bounds.min])
  const [submitting, setSubmitting] = useState(false)
  const [returnTicketOpen, setReturnTicketOpen] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  const initialValues = useMemo<SearchFormValues>(() => {
    const base = defaultSearchValues()
    const values = initialParams ? fromSearchParams(initialParams, base, known) : base
    return initialType ? { ...values, _type: initialType } : values
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first values only
  }, [])

  const form = useForm({
    defaultValues: initialValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    // Focus the first field in error (its message is its description).
    onSubmitInvalid: () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('button[aria-describedby]')?.focus()),
    onSubmit: async ({ value }) => {
      if (needsReturnTicket(value)) {
        setReturnTicketOpen(true)
        return
      }
      saveLastSearch(value)
      setSubmitting(true)
      try {
        await navigate({ to: '/search', search: toSearchParams(value) })
        onSearched?.()
      } finally {
        setSubmitting(false)
      }
    },
  })

  // The last search prefills the landing form (client only; the URL's trip type wins).
  useEffect(() => {
    if (initialParams) return
    const last = loadLastSearch(defaultSearchValues(), bounds.min)
    if (!last) return
    form.reset(initialType ? { ...last, _type: initialType } : last, { keepDefaultValues: true })
    if (!initialType && last._type !== initialValues._type) onTypeChange?.(last._type)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, [])

  // Hydrated (its code loaded): browser tests wait for it before using the pickers.
  useEffect(() => formRef.current?.setAttribute('data-ready', ''), [])

  const values = useStore(form.store, (s) => s.values)
  // Its messages only: the form rebuilds its fields' meta when it mounts, and a new object with
  // the same messages must not render the whole form again (synchronously, after hydration).
  const fieldMeta = useStore(form.store, (s) => s.fieldMeta, sameMessages)
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0)
  // The server's message for a field stands until the field changes (its value or a pick, also
  // the passengers' other counts) or the form is sent; then the form's own rules speak.
  const serverError = (name: string) => {
    const message = initialErrors?.[name]
    if (!message || submitted) return undefined
    const related =
      name === 'adults' || name === 'childrens' || name === 'infants'
        ? ['adults', 'childrens', 'infants']
        : name === 'from' || name === 'to'
          ? [name, `${name}InputValue`]
          : [name]
    return related.every((path) => valueAt(values, path) === valueAt(initialValues, path)) ? message : undefined
  }
  const error = (name: string) => firstError((fieldMeta as FieldMeta)[name]?.errors) ?? serverError(name)

  const set = <K extends keyof SearchFormValues>(name: K, value: SearchFormValues[K]) => form.setFieldValue(name, value as never)
  // 'Tout effacer': in a field's popover (desktop) it clears that field; in a field's drawer
  // (mobile) it resets the whole form, trip type kept (flights.md §2). The width is read when
  // pressed: the form's render does not depend on it.
  const clearing = (clearField: () => void) => () =>
    mediaMatches(mediaQuery.md) ? clearField() : form.reset({ ...defaultSearchValues(), _type: form.state.values._type }, { keepDefaultValues: true })
  const setType = (type: TripType) => {
    set('_type', type)
    onTypeChange?.(type)
  }

  const swap = () => {
    const { from, to, fromInputValue, toInputValue } = form.state.values
    form.setFieldValue('from', to)
    form.setFieldValue('fromInputValue', toInputValue)
    form.setFieldValue('to', from)
    form.setFieldValue('toInputValue', fromInputValue)
  }

  // The open location picker: choosing a departure moves on to its destination (opened when empty).
  const [openPlace, setOpenPlace] = useState<string | null>(null)
  const opening = (name: string) => ({ isOpen: openPlace === name, onOpenChange: (open: boolean) => setOpenPlace(open ? name : null) })
  const moveToDestination = (name: string, destination: PlaceValue | null | undefined) => {
    if (!destination) setOpenPlace(name)
  }

  const placeHandlers = (side: 'from' | 'to') => ({
    ...opening(side),
    onInputChange: (text: string) => {
      form.setFieldValue(`${side}InputValue`, text)
      if (form.state.values[side]) form.setFieldValue(side, null)
    },
    onSelect: (place: PlaceValue) => {
      form.setFieldValue(side, place)
      form.setFieldValue(`${side}InputValue`, placeLabel(place))
      if (side === 'from') moveToDestination('to', form.state.values.to)
    },
    onClear: clearing(() => {
      form.setFieldValue(side, null)
      form.setFieldValue(`${side}InputValue`, '')
    }),
  })

  const rowHandlers = (index: number, side: 'from' | 'to') => ({
    ...opening(`destinations[${index}].${side}`),
    onInputChange: (text: string) => {
      form.setFieldValue(`destinations[${index}].${side}InputValue`, text)
      if (form.state.values.destinations[index]?.[side]) form.setFieldValue(`destinations[${index}].${side}`, null)
    },
    onSelect: (place: PlaceValue) => {
      form.setFieldValue(`destinations[${index}].${side}`, place)
      form.setFieldValue(`destinations[${index}].${side}InputValue`, placeLabel(place))
      if (side === 'from') moveToDestination(`destinations[${index}].to`, form.state.values.destinations[index]?.to)
    },
    onClear: clearing(() => {
      form.setFieldValue(`destinations[${index}].${side}`, null)
      form.setFieldValue(`destinations[${index}].${side}InputValue`, '')
    }),
  })

  const addRow = () => {
    const rows = form.state.values.destinations
    if (rows.length >= MAX_SEGMENTS) return
    const last = rows[rows.length - 1]
    const row = emptySegment(last?.departure && last.departure >= bounds.min ? nextDay(last.departure) : bounds.defaultDeparture)
    if (last?.to) {
      row.from = last.to
      row.fromInputValue = placeLabel(last.to)
    }
    form.pushFieldValue('destinations', row)
  }

  const passengers = { adults: values.adults, childrens: values.childrens, infants: values.infants }
  const passengerError = error('adults') ?? error('childrens') ?? error('infants')
  const passengersField = (
    <PassengersField
      className={styles.passengers}
      value={passengers}
      onChange={(p) => {
        set('adults', p.adults)
        set('childrens', p.childrens)
        set('infants', p.infants)
      }}
      onClear={clearing(() => {
        set('adults', 1)
        set('childrens', 0)
        set('infants', 0)
      })}
      errorMessage={passengerError}
    />
  )
  const submit = (
    <Button
      type="submit"
      size="lg"
      className={styles.submit}
      isLoading={submitting}
      isDisabled={submitting}
      loadingLabel="Recherche en cours…"
      iconStart={<Search size={20} aria-hidden="true" />}
    >
      Rechercher
    </Button>
  )

  const simpleFields = (type: TripType) => (
    <div className={styles.bar} data-type={type}>
      <div className={styles.places}>
        <LocationField
          kind="departure"
          label="Départ"
          className={styles.place}
          value={values.from}
          inputValue={values.fromInputValue}
          errorMessage={error('from')}
          {...placeHandlers('from')}
        />
        <div className={styles.swap}>
          <IconButton
            icon={ArrowLeftRight}
            variant="outline"
            size="sm"
            aria-label="Inverser le départ et la destination"
            isDisabled={!values.from || !values.to}
            onPress={swap}
          />
        </div>
        <LocationField
          kind="destination"
          label="Destination"
          className={styles.place}
          value={values.to}
          inputValue={values.toInputValue}
          errorMessage={error('to')}
          {...placeHandlers('to')}
        />
      </div>
      {type === 'roundTrip' ? (
        <RangeDatesField
          min={bounds.min}
          max={bounds.max}
          departure={values.departure}
          return={values.return}
          onChange={(d) => {
            set('departure', d.departure)
            set('return', d.return)
          }}
          onClearDeparture={clearing(() => set('departure', ''))}
          onClearReturn={clearing(() => set('return', ''))}
          departureError={error('departure')}
          returnError={error('return')}
        />
      ) : (
        <DateField
          className={styles.singleDate}
          min={bounds.min}
          max={bounds.max}
          value={values.departure}
          onChange={(d) => set('departure', d)}
          onClear={clearing(() => set('departure', ''))}
          errorMessage={error('departure')}
        />
      )}
      {passengersField}
      {submit}
    </div>
  )

  const rows = values.destinations
  const multiFields = (
    <div className={styles.multi}>
      <ol className={styles.rows} aria-label="Vols">
        {rows.map((row, i) => (
          <li key={i} className={styles.row}>
            <span className={styles.rowTitle}>Vol {i + 1}</span>
            <LocationField
              kind="departure"
              label="Départ"
              className={styles.place}
              value={row.from}
              inputValue={row.fromInputValue}
              errorMessage={error(`destinations[${i}].from`)}
              {...rowHandlers(i, 'from')}
            />
            <ArrowRight size={18} aria-hidden="true" className={styles.rowArrow} />
            <LocationField
              kind="destination"
              label="Destination"
              className={styles.place}
              value={row.to}
              inputValue={row.toInputValue}
              errorMessage={error(`destinations[${i}].to`)}
              {...rowHandlers(i, 'to')}
            />
            <DateField
              className={styles.singleDate}
              label="Date"
              min={bounds.min}
              max={bounds.max}
              value={row.departure}
              onChange={(d) => form.setFieldValue(`destinations[${i}].departure`, d)}
              onClear={clearing(() => form.setFieldValue(`destinations[${i}].departure`, ''))}
              errorMessage={error(`destinations[${i}].departure`)}
            />
            <IconButton
              icon={Trash2}
              variant="ghost"
              size="md"
              aria-label={`Supprimer le vol ${i + 1}`}
              isDisabled={rows.length <= 1}
              onPress={() => form.removeFieldValue('destinations', i)}
            />
          </li>
        ))}
      </ol>
      {error('destinations') && (
        <p className={styles.formError} role="alert">
          {error('destinations')}
        </p>
      )}
      <div className={styles.multiFooter}>
        <Button variant="secondary" iconStart={<Plus size={18} aria-hidden="true" />} isDisabled={rows.length >= MAX_SEGMENTS} onPress={addRow}>
          Ajouter un vol
        </Button>
        {passengersField}
        {submit}
      </div>
    </div>
  )

  return (
    <form
      className={styles.form}
      data-variant={variant}
      ref={formRef}
      noValidate
      aria-label="Rechercher un vol"
      onSubmit={(e) => {
        e.preventDefault()
        e.stopPropagation()
        void form.handleSubmit()
      }}
    >
      <Tabs variant="pill" selectedKey={values._type} onSelectionChange={(key: TabKey) => setType(key as TripType)}>
        <TabList aria-label="Type de voyage">
          {TRIP_TYPES.map((type) => (
            <Tab key={type} id={type}>
              {TRIP_TYPE_LABELS[type]}
            </Tab>
          ))}
        </TabList>
        {TRIP_TYPES.map((type) => (
          <TabPanel key={type} id={type}>
            {type === 'multiDestinations' ? multiFields : simpleFields(type)}
          </TabPanel>
        ))}
      </Tabs>
      <AlertDialog
        isOpen={returnTicketOpen}
        onOpenChange={setReturnTicketOpen}
        title="Billet retour obligatoire"
        actionLabel="Passer en Aller/Retour"
        cancelLabel="Annuler"
        onAction={() => {
          const { departure, return: ret } = form.state.values
          if (!ret || ret < departure) set('return', departure ? nextDay(departure) : bounds.defaultReturn)
          setType('roundTrip')
        }}
      >
        <p>
          Les autorités de votre destination ({values.to?.countryName ?? values.to?.countryCode}) exigent un billet retour pour entrer sur leur territoire.
          Passez en Aller/Retour pour rechercher votre voyage.
        </p>
      </AlertDialog>
    </form>
  )
}
