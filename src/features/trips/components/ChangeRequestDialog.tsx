import { useState } from 'react'
import type { TripDetail, TripRequestKind } from '~/api-contract/trips'
import { Alert, Button, Dialog, formatPrice, Modal } from 'design-system'
import { PendingButton } from '~/app/form'
import { userMessageOf } from '~/lib/user-messages'
import { conditionsText } from '../trip-format'
import { sendChangeRequest } from '../trips.functions'
import * as styles from './Trips.css'

const TITLES: Record<TripRequestKind, string> = { cancellation: 'Demander une annulation', modification: 'Demander une modification' }

export interface ChangeRequestDialogProps {
  trip: TripDetail
  /** The request being confirmed; null: closed. */
  kind: TripRequestKind | null
  /** The booking's e-mail, for a visitor who looked it up (signed in: none). */
  email?: string | undefined
  onClose: () => void
  onSent: (trip: TripDetail) => void
}

/** The fare's conditions for the request, then 'Envoyer la demande': the request is recorded as in progress. */
export function ChangeRequestDialog({ trip, kind, email, onClose, onSent }: ChangeRequestDialogProps) {
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function send(close: () => void) {
    if (!kind) return
    setPending(true)
    setFailure(null)
    try {
      const result = await sendChangeRequest({ data: { reference: trip.reference, email, kind } })
      if (!result.ok) {
        setFailure(result.reason === 'rate-limited' ? 'Trop de tentatives. Veuillez réessayer plus tard.' : 'Cette réservation est introuvable.')
        return
      }
      onSent(result.trip)
      close()
    } catch (error) {
      setFailure(userMessageOf(error))
    } finally {
      setPending(false)
    }
  }

  return (
    <Modal
      isOpen={kind !== null}
      onOpenChange={(open) => {
        if (!open) {
          setFailure(null)
          onClose()
        }
      }}
    >
      <Dialog
        title={kind ? TITLES[kind] : ''}
        footer={(close) => (
          <>
            <Button variant="tertiary" onPress={close}>
              Annuler
            </Button>
            <PendingButton isPending={pending} pendingLabel="Envoi de la demande…" onPress={() => void send(close)}>
              Envoyer la demande
            </PendingButton>
          </>
        )}
      >
        {kind ? (
          <div className={styles.section}>
            <p className={styles.line}>{conditionsText(trip.conditions, kind, formatPrice)}</p>
            <p className={styles.line}>
              Votre demande pour la réservation {trip.reference} sera transmise à votre agence, qui vous recontactera pour la confirmer. Rien ne vous sera
              prélevé sans votre accord.
            </p>
            {failure ? <Alert tone="error">{failure}</Alert> : null}
          </div>
        ) : null}
      </Dialog>
    </Modal>
  )
}
