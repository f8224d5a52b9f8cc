import { parseDate } from '@internationalized/date'
import { useStore } from '@tanstack/react-form'
import { CalendarDays } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Temporal } from 'temporal-polyfill'
import { Alert, Button, Calendar, ResponsivePicker, useIsDesktop } from 'design-system'
import { useAppForm, useFormFailure } from '~/app/form'
import { LocationField, type PlaceValue } from '~/features/flights/lazy'
import { todayInParis } from '~/lib/dates'
import { formatDate } from '~/lib/format'
import { isIsoDate } from '~/lib/iso-date'
import { createHotelFlightDeeplink } from '../../catalogue.functions'
import {
  EMPTY_HOTEL_FLIGHT,
  toHotelFlightRequest,
  validateHotelFlight,
  type HotelFlightError,
  type HotelFlightField,
  type HotelFlightValues,
} from '../../hotel-flight'
import type { SearchFormSlot } from './HolidaySearchForm'
import { RoomsPicker } from './RoomsPicker'
import * as styles from './SearchBar.css'

type Picker = HotelFlightField | null

/** The values, with the place fields' text as typed (kept until a place is chosen). */
type FormValues = HotelFlightValues & { departureText: string; destinationText: string }
const EMPTY_FORM: FormValues = { ...EMPTY_HOTEL_FLIGHT, departureText: '', destinationText: '' }
const NO_MESSAGES: HotelFlightError[] = []

function DateField({
  label,
  value,
  min,
  onChange,
  isOpen,
  onOpenChange,
  errorMessageId,
}: {
  label: string
  value: string
  min: string
  onChange: (d: string) => void
  isOpen: boolean
  onOpenChange: (o: boolean) => void
  errorMessageId?: string
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
      errorMessageId={errorMessageId}
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
 * 'Hôtel + vol' (§2.12): departure city, destination, departure and return dates, rooms. The
 * rules' messages (§5) show together in a warning banner once the form was submitted, each
 * once: a field in error is marked and described by its messages there. They follow the fields
 * as they are fixed; a valid search asks the hotel-vol deeplink and goes to its external address
 * (nothing typed is lost when that call fails).
 */
export function HotelFlightForm({ id, hideSubmit, onNavigatingChange }: SearchFormSlot) {
  const isDesktop = useIsDesktop()
  const bannerRef = useRef<HTMLDivElement>(null)
  const messagePrefix = useId()
  const form = useAppForm({
    defaultValues: EMPTY_FORM,
    // The banner lists every message (the form's error), which the fields point to.
    validators: {
      onDynamic: ({ value }) => {
        const errors = validateHotelFlight(value, todayInParis())
        return errors.length === 0 ? undefined : errors
      },
    },
    // The banner is above the fields: in a drawer it may be scrolled away.
    onSubmitInvalid: () => requestAnimationFrame(() => bannerRef.current?.scrollIntoView({ block: 'nearest' })),
    onSubmit: async ({ value }) => {
      onNavigatingChange?.(true)
      try {
        const url = await createHotelFlightDeeplink({
          data: toHotelFlightRequest(value, isDesktop ? 'desktop' : 'mobile', `${location.pathname}${location.search}`),
        })
        window.location.assign(url)
      } catch (error) {
        onNavigatingChange?.(false)
        throw error
      }
    },
  })
  const values = useStore(form.store, (s) => s.values)
  const messages = useStore(form.store, (s) => (s.errorMap.onDynamic as HotelFlightError[] | undefined) ?? NO_MESSAGES)
  const messageId = (i: number) => `${messagePrefix}-message-${i}`
  /** A field's messages in the banner (ids), if in error. */
  const errorOf = (field: HotelFlightField) =>
    messages
      .map((m, i) => (m.field === field ? messageId(i) : null))
      .filter(Boolean)
      .join(' ') || undefined
  const failure = useFormFailure(form)
  // Navigating: the call, then the browser leaving for the booking address.
  const navigating = useStore(form.store, (s) => s.isSubmitting || s.isSubmitSuccessful) && !failure
  const [open, setOpen] = useState<Picker>(null)
  const today = todayInParis()
  const set = <K extends keyof FormValues>(name: K, value: FormValues[K]) => form.setFieldValue(name, value as never)
  const picker = (field: HotelFlightField) => ({
    isOpen: open === field,
    onOpenChange: (o: boolean) => setOpen(o ? field : null),
  })

  const place = (key: 'departure' | 'destination') => ({
    onInputChange: (text: string) => {
      set(`${key}Text`, text)
      set(key, null)
    },
    onSelect: (p: PlaceValue) => {
      set(`${key}Text`, p.name)
      set(key, { ...p })
    },
    onClear: () => {
      set(`${key}Text`, '')
      set(key, null)
    },
  })
  const minDeparture = today.toString()
  const minReturn = isIsoDate(values.departureDate)
    ? Temporal.PlainDate.from(values.departureDate).add({ days: 1 }).toString()
    : today.add({ days: 1 }).toString()

  return (
    <form
      id={id}
      className={styles.hotelFlightForm}
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
      aria-label="Rechercher un hôtel + vol"
      noValidate
    >
      <div ref={bannerRef} className={styles.banner} role="alert">
        {messages.length ? (
          <Alert tone="warning" live="none" title="Vérifiez votre recherche">
            <ul className={styles.bannerList}>
              {messages.map((m, i) => (
                <li key={m.message} id={messageId(i)}>
                  {m.message}
                </li>
              ))}
            </ul>
          </Alert>
        ) : failure ? (
          <Alert tone="error" live="none">
            {failure}
          </Alert>
        ) : null}
      </div>
      <LocationField
        kind="departure"
        label="Ville de départ"
        value={values.departure}
        inputValue={values.departureText}
        errorMessageId={errorOf('departure')}
        {...place('departure')}
        {...picker('departure')}
      />
      <LocationField
        kind="destination"
        label="Destination"
        value={values.destination}
        inputValue={values.destinationText}
        errorMessageId={errorOf('destination')}
        {...place('destination')}
        {...picker('destination')}
      />
      <DateField
        label="Date de départ"
        value={values.departureDate}
        min={minDeparture}
        // A return before the new departure is dropped.
        onChange={(departureDate) => {
          set('departureDate', departureDate)
          if (values.returnDate && departureDate && values.returnDate <= departureDate) set('returnDate', '')
        }}
        errorMessageId={errorOf('departureDate')}
        {...picker('departureDate')}
      />
      <DateField
        label="Date de retour"
        value={values.returnDate}
        min={minReturn}
        onChange={(returnDate) => set('returnDate', returnDate)}
        errorMessageId={errorOf('returnDate')}
        {...picker('returnDate')}
      />
      <RoomsPicker rooms={values.rooms} onChange={(rooms) => set('rooms', rooms)} errorMessageId={errorOf('rooms')} {...picker('rooms')} />
      {hideSubmit ? null : (
        // No icon: its room goes to the fields, in one row on a desktop.
        <Button type="submit" size="lg" isDisabled={navigating} isLoading={navigating} loadingLabel="Recherche en cours…">
          Rechercher
        </Button>
      )}
    </form>
  )
}
