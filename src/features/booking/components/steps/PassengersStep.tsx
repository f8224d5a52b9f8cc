import { useMemo, useRef, useState } from 'react'
import { Alert, Checkbox, Select, SelectItem } from 'design-system'
import { todayInParis } from '~/lib/dates'
import { payerFromPassenger } from '../../model/draft'
import { validatePassengers, type PersonField } from '../../model/rules'
import { PASSENGER_TYPE_LABELS, type PassengerDraft, type SavedTraveller } from '../../model/types'
import { useBooking } from '../shell/BookingContext'
import { StepNav } from '../shell/StepNav'
import { useStepAction } from '../shell/useStepAction'
import * as shell from '../shell/BookingShell.css'
import { focusFirstInvalid, PersonFields } from './PersonFields'

export const TRAVEL_ID_NOTICE =
  "Les nom et prénom doivent être identiques à ceux inscrits sur la pièce d'identité utilisée pour le voyage. Un enfant doit avoir entre 2 et 11 ans et un bébé moins de 2 ans pendant toute la durée du voyage."

/**
 * One form per passenger, 'Passager N (Adulte|Enfant|Bébé)', built from the search counts, with
 * the rules of booking-and-accounts.md §5. `savedTravellers` (signed-in visitors) are offered
 * for prefill; the client space wires them (empty until then).
 */
export function PassengersStep({ savedTravellers = [] }: { savedTravellers?: readonly SavedTraveller[] }) {
  const { view, draft, update, goBack } = useBooking()
  const { run, loading, dialogs } = useStepAction('passengers')
  const [touched, setTouched] = useState<Set<string>>(() => new Set())
  const [submitted, setSubmitted] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const validation = useMemo(() => validatePassengers(draft.passengers, view.trip, todayInParis()), [draft.passengers, view.trip])

  const change = (index: number, patch: Partial<PassengerDraft>) =>
    update((d) => {
      const passengers = d.passengers.map((p, i) => (i === index ? { ...p, ...patch } : p))
      const payer = d.payerIndex === index ? payerFromPassenger(d.payer, passengers[index]!) : d.payer
      return { ...d, passengers, payer }
    })
  const blur = (index: number, field: PersonField) => setTouched((t) => (t.has(`${index}.${field}`) ? t : new Set(t).add(`${index}.${field}`)))

  function onContinue() {
    setSubmitted(true)
    if (!validation.valid) {
      focusFirstInvalid(root.current)
      return
    }
    void run()
  }

  return (
    <div ref={root} className={shell.main}>
      <Alert tone="info" live="none" title="Pièce d'identité">
        {TRAVEL_ID_NOTICE}
      </Alert>
      {submitted && validation.booking ? (
        <Alert tone="error" title="Réservation impossible en l'état">
          {validation.booking}
        </Alert>
      ) : null}
      {draft.passengers.map((passenger, i) => {
        const errors = validation.passengers[i] ?? {}
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
                  if (t)
                    change(i, {
                      salutation: t.salutation,
                      firstName: t.firstName,
                      lastName: t.lastName,
                      dateOfBirth: t.dateOfBirth,
                      ...(adult ? { email: t.email ?? '', phoneNumber: t.phoneNumber ?? '' } : {}),
                    })
                }}
              >
                {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
              </Select>
            ) : null}
            <PersonFields
              id={`passenger-${i}`}
              person={passenger}
              errors={errors}
              shows={(field) => submitted || touched.has(`${i}.${field}`)}
              onChange={(patch) => change(i, patch)}
              onBlur={(field) => blur(i, field)}
              contact={adult}
              autofill={i === 0}
              emailRequired={adult && !draft.passengers.some((p) => p.type === 'ADT' && p.email.trim())}
              phoneRequired={adult && !draft.passengers.some((p) => p.type === 'ADT' && p.phoneNumber.trim())}
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
      <StepNav onPrevious={() => void goBack('passengers')} onContinue={onContinue} loading={loading} />
      {dialogs}
    </div>
  )
}
