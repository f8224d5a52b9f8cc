import { useState } from 'react'
import type { TripDetail, TripRequestKind } from '~/api-contract/trips'
import { Button } from 'design-system'
import { BookingDocuments } from '~/features/booking'
import { Page } from '~/app/Page'
import { fieldErrors, useAppForm } from '~/app/form'
import { EMAIL_MESSAGES, isValidEmail } from '~/lib/email'
import { tooManyAttemptsMessage } from '~/lib/user-messages'
import { findTrip } from '../trips.functions'
import { ChangeRequestDialog } from './ChangeRequestDialog'
import * as styles from './Trips.css'
import { TripView } from './TripView'

/** The one answer for an unknown reference and a wrong e-mail: it says nothing about whether the reference exists. */
export const LOOKUP_NOT_FOUND = 'Aucune réservation ne correspond à cette référence et à cette adresse e-mail. Vérifiez-les et réessayez.'

const REFERENCE = /^[A-Za-z0-9]{5,8}$/

export function lookupErrors(value: { reference: string; email: string }) {
  const errors: Partial<Record<'reference' | 'email', string>> = {}
  const reference = value.reference.trim()
  if (!reference) errors.reference = 'La référence de réservation est requise'
  else if (!REFERENCE.test(reference)) errors.reference = 'Référence invalide : 5 à 8 lettres ou chiffres, comme sur votre confirmation'
  if (!value.email.trim()) errors.email = EMAIL_MESSAGES.required
  else if (!isValidEmail(value.email)) errors.email = EMAIL_MESSAGES.invalid
  return errors
}

/** /trip: a booking found by its reference and the booking's e-mail, for anyone; then the booking's page. */
export function TripLookupPage() {
  const [found, setFound] = useState<{ trip: TripDetail; email: string } | null>(null)
  const [kind, setKind] = useState<TripRequestKind | null>(null)
  const form = useAppForm({
    defaultValues: { reference: '', email: '' },
    validators: { onDynamic: ({ value }) => fieldErrors(lookupErrors(value)) },
    onSubmit: async ({ value }) => {
      const email = value.email.trim()
      const result = await findTrip({ data: { reference: value.reference.trim(), email } })
      if (!result.ok) return result.reason === 'rate-limited' ? tooManyAttemptsMessage(result.retryAfter) : LOOKUP_NOT_FOUND
      setFound({ trip: result.trip, email })
      requestAnimationFrame(() => document.querySelector<HTMLElement>('h1')?.focus())
      return undefined
    },
  })

  if (found) {
    return (
      <div className={styles.narrow}>
        <p className={styles.line}>
          <Button variant="tertiary" onPress={() => setFound(null)}>
            Rechercher une autre réservation
          </Button>
        </p>
        <TripView
          trip={found.trip}
          onRequest={setKind}
          actions={found.trip.status === 'confirmed' ? <BookingDocuments of={{ reference: found.trip.reference, email: found.email }} /> : null}
        />
        <ChangeRequestDialog trip={found.trip} kind={kind} email={found.email} onClose={() => setKind(null)} onSent={(trip) => setFound({ ...found, trip })} />
      </div>
    )
  }

  return (
    <Page title="Retrouver une réservation" lead="Saisissez la référence de votre réservation et l’adresse e-mail indiquée lors de la réservation.">
      <form.AppForm>
        <form.Form className={styles.form}>
          <p className={styles.muted}>Les champs marqués d&apos;un * sont obligatoires.</p>
          <form.Failure />
          <form.AppField name="reference">
            {(field) => (
              <field.TextField
                label="Référence de réservation"
                description="Par exemple K3V9QA : elle figure sur votre confirmation."
                isRequired
                autoComplete="off"
              />
            )}
          </form.AppField>
          <form.AppField name="email">{(field) => <field.TextField label="Adresse e-mail" type="email" isRequired autoComplete="email" />}</form.AppField>
          <div>
            <form.SubmitButton pendingLabel="Recherche en cours…">Retrouver ma réservation</form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </Page>
  )
}
