import { useStore } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { mediaMatches, mediaQuery } from 'design-system'
import { MAX_SEGMENTS } from '~/api-contract/constants'
import { useAppForm } from '~/app/form'
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
import { fromSearchParams, toSearchParams } from '../../search-url'
import type { TripType } from '../../trip-types'
import { fieldMessage, sameMessages } from './search-form-errors'
import type { SearchFormProps } from './SearchForm'

/**
 * The flight search form's state and actions: values from the URL or the last search,
 * validated on submit (then on change), sent to /search with the spec's parameter names.
 */
export function useSearchForm({ initialParams, initialType, onTypeChange, onSearched, known, initialErrors }: SearchFormProps) {
  const navigate = useNavigate()
  const bounds = useMemo(() => dateBounds(), [])
  const schema = useMemo(() => searchFormSchema(bounds.min), [bounds.min])
  const [returnTicketOpen, setReturnTicketOpen] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  const initialValues = useMemo<SearchFormValues>(() => {
    const base = defaultSearchValues()
    const values = initialParams ? fromSearchParams(initialParams, base, known) : base
    return initialType ? { ...values, _type: initialType } : values
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first values only
  }, [])

  const form = useAppForm({
    defaultValues: initialValues,
    validators: { onDynamic: schema },
    // Focus the first field in error (its message is its description).
    onSubmitInvalid: () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('button[aria-describedby]')?.focus()),
    onSubmit: async ({ value }) => {
      if (needsReturnTicket(value)) {
        setReturnTicketOpen(true)
        return
      }
      saveLastSearch(value)
      await navigate({ to: '/search', search: toSearchParams(value) })
      onSearched?.()
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
  const submitting = useStore(form.store, (s) => s.isSubmitting)
  const error = (name: string) => fieldMessage(name, fieldMeta, { initialErrors, initialValues, values, submitted })

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

  // 'Passer en Aller/Retour' from the return-ticket dialog: a return after the departure.
  const toRoundTrip = () => {
    const { departure, return: ret } = form.state.values
    if (!ret || ret < departure) set('return', departure ? nextDay(departure) : bounds.defaultReturn)
    setType('roundTrip')
  }

  return {
    form,
    formRef,
    bounds,
    values,
    submitting,
    error,
    set,
    clearing,
    setType,
    swap,
    placeHandlers,
    rowHandlers,
    addRow,
    returnTicket: { isOpen: returnTicketOpen, onOpenChange: setReturnTicketOpen, toRoundTrip },
  }
}
