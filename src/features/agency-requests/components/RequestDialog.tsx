import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Alert, Countdown, Dialog, Modal, Radio } from 'design-system'
import type { AgencyRequest, AgencyRequestBody, AgencyRequestKind } from '~/api-contract/agency-requests'
import type { Agency } from '~/api-contract/agencies'
import { fieldErrors, useAppForm } from '~/app/form'
import { useCurrentUser } from '~/features/account'
import { CONTACT_TIME_LABELS, KIND_LABELS, requestFormErrors, type RequestFormValues } from '../request-form'
import { sendAgencyRequest } from '../requests.functions'
import { requestKeys } from '../requests.queries'
import * as styles from './Requests.css'

export interface RequestSelection {
  productId: number
  productTitle: string
  departureDate: string | null
  departureCity: string | null
  nights: number | null
  party: AgencyRequestBody['party']
}

const FAILURES = {
  'sign-in-required': 'Connectez-vous pour poser une option.',
  'not-found': 'Ce produit ou cette agence n’est plus disponible.',
} as const

/** 'Demander un devis' / 'Poser une option': the contact form, then its confirmation. */
export function RequestDialog({
  kind,
  agency,
  selection,
  onClose,
}: {
  kind: AgencyRequestKind
  agency: Agency
  selection: RequestSelection
  onClose: () => void
}) {
  const user = useCurrentUser()
  const queryClient = useQueryClient()
  const [sent, setSent] = useState<AgencyRequest | null>(null)
  const form = useAppForm({
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      phone: '',
      contactTime: 'any',
      message: '',
    } as RequestFormValues,
    validators: { onDynamic: ({ value }) => fieldErrors(requestFormErrors(value)) },
    onSubmit: async ({ value }) => {
      const result = await sendAgencyRequest({
        data: {
          kind,
          product_id: selection.productId,
          agency_id: agency.id,
          departure_date: selection.departureDate,
          departure_city: selection.departureCity,
          nights: selection.nights,
          party: selection.party,
          contact: {
            first_name: value.firstName.trim(),
            last_name: value.lastName.trim(),
            email: value.email.trim(),
            phone: value.phone.trim(),
            contact_time: value.contactTime,
          },
          message: value.message.trim(),
        },
      })
      if (!result.ok) return FAILURES[result.reason]
      await queryClient.invalidateQueries({ queryKey: requestKeys.all })
      setSent(result.request)
      return undefined
    },
  })

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} size="md">
      <Dialog title={sent ? (kind === 'option' ? 'Option posée' : 'Demande envoyée') : `${KIND_LABELS[kind]} – ${selection.productTitle}`}>
        {sent ? (
          <div className={styles.stack}>
            <Alert tone="success">
              {`Votre ${kind === 'option' ? 'option' : 'demande de devis'} a bien été envoyée à l’agence ${agency.name}. Un e-mail de confirmation vous a été adressé.`}
            </Alert>
            {sent.expires_at ? (
              <p className={styles.line}>
                Prix garanti : <Countdown end={sent.expires_at} />
              </p>
            ) : null}
            {user ? (
              <p>
                <Link to="/client-space/requests">Voir mes demandes</Link>
              </p>
            ) : null}
          </div>
        ) : (
          <form.AppForm>
            <form.Form className={styles.stack}>
              <p className={styles.muted}>{`Agence : ${agency.name}. Les champs marqués d’un * sont obligatoires.`}</p>
              <form.Failure />
              <div className={styles.pair}>
                <form.AppField name="firstName">{(field) => <field.TextField label="Prénom" isRequired autoComplete="given-name" />}</form.AppField>
                <form.AppField name="lastName">{(field) => <field.TextField label="Nom" isRequired autoComplete="family-name" />}</form.AppField>
              </div>
              <form.AppField name="email">{(field) => <field.TextField label="Adresse e-mail" type="email" isRequired autoComplete="email" />}</form.AppField>
              <form.AppField name="phone">{(field) => <field.TextField label="Téléphone" type="tel" autoComplete="tel" />}</form.AppField>
              <form.AppField name="contactTime">
                {(field) => (
                  <field.RadioGroup label="Quand souhaitez-vous être recontacté ?">
                    {Object.entries(CONTACT_TIME_LABELS).map(([value, label]) => (
                      <Radio key={value} value={value}>
                        {label}
                      </Radio>
                    ))}
                  </field.RadioGroup>
                )}
              </form.AppField>
              <form.AppField name="message">
                {(field) => <field.TextField label="Message" multiline description="Vos souhaits, vos questions (facultatif)." />}
              </form.AppField>
              <div>
                <form.SubmitButton pendingLabel="Envoi en cours…">{kind === 'option' ? 'Poser l’option' : 'Envoyer ma demande'}</form.SubmitButton>
              </div>
            </form.Form>
          </form.AppForm>
        )}
      </Dialog>
    </Modal>
  )
}
