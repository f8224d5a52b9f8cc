import { parseDate } from '@internationalized/date'
import { useMutation } from '@tanstack/react-query'
import { CalendarDays, Search } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { Temporal } from 'temporal-polyfill'
import { Alert, Button, Calendar, ResponsivePicker, useIsDesktop } from 'design-system'
import { LocationField, type PlaceValue } from '~/features/flights/lazy'
import { todayInParis } from '~/lib/dates'
import { formatDate } from '~/lib/format'
import { isIsoDate } from '~/lib/iso-date'
import { userMessageOf } from '~/lib/user-messages'
import { createHotelFlightDeeplink } from '../../catalogue.functions'
import { EMPTY_HOTEL_FLIGHT, toHotelFlightRequest, validateHotelFlight, type HotelFlightField, type HotelFlightValues } from '../../hotel-flight'
import type { SearchFormSlot } from './HolidaySearchForm'
import { RoomsPicker } from './RoomsPicker'
import * as styles from './SearchBar.css'

type Picker = HotelFlightField | null

function DateField({
  label,
  value,
  min,
  onChange,
  isOpen,
  onOpenChange,
  errorMessage,
}: {
  label: string
  value: string
  min: string
  onChange: (d: string) => void
  isOpen: boolean
  onOpenChange: (o: boolean) => void
  errorMessage?: string
}) {
  return (
    <ResponsivePicker
      label={label}
      value={isIsoDate(value) ? formatDate(value) : null}
      placeholder="Choisir une date"
      icon={<CalendarDays size={20} aria-hidden="true" />}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onClear={() => onChange('')}
      errorMessage={errorMessage}
      popoverWidth={360}
    >
      {(close) => (
        <Calendar
          aria-label={label}
          value={isIsoDate(value) ? parseDate(value) : null}
          minValue={parseDate(min)}
          onChange={(d) => {
            onChange(d.toString())
            close()
          }}
        />
      )}
    </ResponsivePicker>
  )
}

/**
 * 'Hotel + vol' (§2.12): departure city, destination, departure and return dates, rooms. The
 * rules' messages (§5) show together in a warning banner once the form was submitted, and
 * follow the fields as they are fixed; a valid search asks the hotel-vol deeplink and goes to
 * its external address (nothing typed is lost when that call fails).
 */
export function HotelFlightForm({ id, hideSubmit, onNavigatingChange }: SearchFormSlot) {
  const isDesktop = useIsDesktop()
  const [values, setValues] = useState<HotelFlightValues>(EMPTY_HOTEL_FLIGHT)
  const [fromText, setFromText] = useState('')
  const [toText, setToText] = useState('')
  const [open, setOpen] = useState<Picker>(null)
  const [submitted, setSubmitted] = useState(false)
  const bannerRef = useRef<HTMLDivElement>(null)
  const today = todayInParis()
  const errors = submitted ? validateHotelFlight(values, today) : []
  const errorOf = (field: HotelFlightField) =>
    errors
      .filter((e) => e.field === field)
      .map((e) => e.message)
      .join(' ') || undefined
  const set = (patch: Partial<HotelFlightValues>) => setValues((v) => ({ ...v, ...patch }))
  const picker = (field: HotelFlightField) => ({
    isOpen: open === field,
    onOpenChange: (o: boolean) => setOpen(o ? field : null),
  })

  const book = useMutation({
    mutationFn: (v: HotelFlightValues) =>
      createHotelFlightDeeplink({
        data: toHotelFlightRequest(v, isDesktop ? 'desktop' : 'mobile', `${location.pathname}${location.search}`),
      }),
    onMutate: () => onNavigatingChange?.(true),
    onSuccess: (url) => window.location.assign(url),
    onError: () => onNavigatingChange?.(false),
  })
  // Navigating: the call, then the browser leaving for the booking address.
  const navigating = book.isPending || book.isSuccess

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    if (validateHotelFlight(values, today).length === 0) book.mutate(values)
    // The banner is above the fields: in a drawer it may be scrolled away.
    else requestAnimationFrame(() => bannerRef.current?.scrollIntoView({ block: 'nearest' }))
  }
  const place = (key: 'departure' | 'destination', setText: (t: string) => void) => ({
    onInputChange: (text: string) => {
      setText(text)
      set({ [key]: null })
    },
    onSelect: (p: PlaceValue) => {
      setText(p.name)
      set({ [key]: { ...p } })
    },
    onClear: () => {
      setText('')
      set({ [key]: null })
    },
  })
  const minDeparture = today.toString()
  const minReturn = isIsoDate(values.departureDate)
    ? Temporal.PlainDate.from(values.departureDate).add({ days: 1 }).toString()
    : today.add({ days: 1 }).toString()

  return (
    <form id={id} className={styles.hotelFlightForm} onSubmit={submit} aria-label="Rechercher un hôtel + vol" noValidate>
      <div ref={bannerRef} className={styles.banner} role="alert">
        {errors.length ? (
          <Alert tone="warning" live="none" title="Vérifiez votre recherche">
            <ul className={styles.bannerList}>
              {errors.map((e) => (
                <li key={e.message}>{e.message}</li>
              ))}
            </ul>
          </Alert>
        ) : book.isError ? (
          <Alert tone="error" live="none">
            {userMessageOf(book.error)}
          </Alert>
        ) : null}
      </div>
      <LocationField
        kind="departure"
        label="Ville de départ"
        placeholder="Sans préférence"
        value={values.departure}
        inputValue={fromText}
        errorMessage={errorOf('departure')}
        {...place('departure', setFromText)}
        {...picker('departure')}
      />
      <LocationField
        kind="destination"
        label="Destination"
        placeholder="Je suis flexible"
        value={values.destination}
        inputValue={toText}
        errorMessage={errorOf('destination')}
        {...place('destination', setToText)}
        {...picker('destination')}
      />
      <DateField
        label="Date de départ"
        value={values.departureDate}
        min={minDeparture}
        // A return before the new departure is dropped.
        onChange={(departureDate) =>
          set({
            departureDate,
            ...(values.returnDate && departureDate && values.returnDate <= departureDate ? { returnDate: '' } : {}),
          })
        }
        errorMessage={errorOf('departureDate')}
        {...picker('departureDate')}
      />
      <DateField
        label="Date de retour"
        value={values.returnDate}
        min={minReturn}
        onChange={(returnDate) => set({ returnDate })}
        errorMessage={errorOf('returnDate')}
        {...picker('returnDate')}
      />
      <RoomsPicker rooms={values.rooms} onChange={(rooms) => set({ rooms })} errorMessage={errorOf('rooms')} {...picker('rooms')} />
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
