import { useStore } from '@tanstack/react-form'
import { useCallback, useEffect, useRef } from 'react'
import { Alert, Checkbox, Select, SelectItem } from 'design-system'
import { firstError, live, useAppForm } from '~/app/form'
import { todayInParis } from '~/lib/dates'
import { payerFromPassenger } from '../../model/draft'
import { validatePassengers, type TripDates } from '../../model/rules'
import { PASSENGER_TYPE_LABELS, type BookingDraft, type PassengerDraft, type SavedTraveller } from '../../model/types'
import { MERGED_VALUES, useBooking, useMergedDraft } from '../shell/BookingContext'
import { StepNav } from '../shell/StepNav'
import { useStepAction } from '../shell/useStepAction'
import * as shell from '../shell/BookingShell.css'
import { PersonFields } from './PersonFields'

export const TRAVEL_ID_NOTICE =
  "Les nom et prénom doivent être identiques à ceux inscrits sur la pièce d'identité utilisée pour le voyage. Un enfant doit avoir entre 2 et 11 ans et un bébé moins de 2 ans pendant toute la durée du voyage."

/** Who fills a passenger: a saved traveller, or the signed-in visitor (passenger 1). */
type PersonPrefill = Partial<Omit<SavedTraveller, 'id'>>

/**
 * One form per passenger, 'Passager N (Adulte|Enfant|Bébé)', built from the search counts, with
 * the rules of booking-and-accounts.md §5. `savedTravellers` (signed-in visitors) are offered
 * for prefill; `self` (the signed-in visitor) fills an adult passenger 1 nobody has typed yet.
 * The client space wires both.
 */
export function PassengersStep({ savedTravellers = [], self }: { savedTravellers?: readonly SavedTraveller[]; self?: PersonPrefill }) {
  const { view, draft, update, merged, goBack } = useBooking()
  const { run, loading, dialogs } = useStepAction('passengers')
  // What is typed goes to the draft at once (kept if the visitor leaves or reloads), and to the payer when this passenger pays.
  const toDraft = (index: number, passengers: PassengerDraft[]) =>
    update((d) => ({ ...d, passengers, payer: d.payerIndex === index ? payerFromPassenger(d.payer, passengers[index]!) : d.payer }))
  const form = useAppForm({
    // The draft until the visitor types (a restored copy arriving later replaces it).
    defaultValues: { passengers: draft.passengers },
    validationLogic: live,
    validators: { onDynamic: ({ value }) => passengersErrors(value.passengers, view.trip) },
    listeners: { onChange: ({ formApi, fieldApi }) => toDraft(indexOf(fieldApi.name), formApi.state.values.passengers) },
    onSubmit: async () => void (await run()),
  })
  const passengers = useStore(form.store, (s) => s.values.passengers)
  // Another tab's typing merged into the draft: the fields show it.
  useMergedDraft(
    merged,
    useCallback((d: BookingDraft) => form.setFieldValue('passengers', d.passengers, MERGED_VALUES), [form]),
  )

  const fill = (i: number, t: PersonPrefill) => {
    const adult = form.state.values.passengers[i]?.type === 'ADT'
    form.setFieldValue(`passengers[${i}]`, (p) => ({
      ...p,
      salutation: t.salutation ?? p.salutation,
      firstName: t.firstName ?? '',
      lastName: t.lastName ?? '',
      dateOfBirth: t.dateOfBirth ?? '',
      ...(adult ? { email: t.email ?? '', phoneNumber: t.phoneNumber ?? '' } : {}),
    }))
    toDraft(i, form.state.values.passengers)
  }
  const selfFilled = useRef(false)
  useEffect(() => {
    const first = form.state.values.passengers[0]
    if (selfFilled.current || !self || !first) return
    selfFilled.current = true
    if (first.type === 'ADT' && !first.firstName && !first.lastName && !first.dateOfBirth && !first.email) fill(0, self)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the profile is known
  }, [self])
  // The booking-level rule (an adult of 18 or more), once 'Continuer' has been pressed.
  const bookingError = useStore(form.store, (s) => (s.submissionAttempts > 0 ? firstError(s.errors) : undefined))

  return (
    <form.AppForm>
      <form.Form className={shell.main}>
        <Alert tone="info" live="none" title="Pièce d'identité">
          {TRAVEL_ID_NOTICE}
        </Alert>
        {bookingError ? (
          <Alert tone="error" title="Réservation impossible en l'état">
            {bookingError}
          </Alert>
        ) : null}
        {passengers.map((passenger, i) => {
          const adult = passenger.type === 'ADT'
          const legendId = `passenger-${i}-legend`
          return (
            <section key={i} className={shell.section} aria-labelledby={legendId}>
              <h2 id={legendId} className={shell.sectionTitle}>
                Passager {i + 1} ({PASSENGER_TYPE_LABELS[passenger.type]})
              </h2>
              {savedTravellers.length > 0 ? (
                <Select
                  label="Remplir avec un voyageur enregistré"
                  placeholder="Choisir un voyageur"
                  items={savedTravellers.map((t) => ({ id: String(t.id), name: `${t.firstName} ${t.lastName}` }))}
                  onSelectionChange={(key) => {
                    const t = savedTravellers.find((s) => String(s.id) === key)
                    if (t) fill(i, t)
                  }}
                >
                  {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
                </Select>
              ) : null}
              <PersonFields
                form={form}
                fields={`passengers[${i}]`}
                id={`passenger-${i}`}
                contact={adult}
                autofill={i === 0}
                emailRequired={adult && !passengers.some((p) => p.type === 'ADT' && p.email.trim())}
                phoneRequired={adult && !passengers.some((p) => p.type === 'ADT' && p.phoneNumber.trim())}
              />
              {adult ? (
                <Checkbox
                  isSelected={draft.payerIndex === i}
                  onChange={(selected) =>
                    update((d) => ({
                      ...d,
                      payerIndex: selected ? i : d.payerIndex === i ? null : d.payerIndex,
                      payer: selected ? payerFromPassenger(d.payer, d.passengers[i]!) : d.payer,
                    }))
                  }
                >
                  Ce passager règle la commande
                </Checkbox>
              ) : null}
            </section>
          )
        })}
        <StepNav onPrevious={() => void goBack('passengers')} submit loading={loading} />
      </form.Form>
      {dialogs}
    </form.AppForm>
  )
}

/** The passenger index of a field's name ('passengers[2].email' → 2). */
const indexOf = (name: string) => Number(/^passengers\[(\d+)\]/.exec(name)?.[1] ?? -1)

/** The passengers' rules: each field's message by its form name, the booking-level one as the form's. */
function passengersErrors(passengers: PassengerDraft[], trip: TripDates) {
  const validation = validatePassengers(passengers, trip, todayInParis())
  if (validation.valid) return undefined
  const fields = Object.fromEntries(
    validation.passengers.flatMap((errors, i) => Object.entries(errors).map(([field, message]) => [`passengers[${i}].${field}`, message])),
  ) as Record<`passengers[${number}].${keyof PassengerDraft}`, string>
  return { form: validation.booking, fields }
}
