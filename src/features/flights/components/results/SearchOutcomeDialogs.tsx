import type { ErrorText } from '~/api-contract/orders'
import { AlertDialog } from 'design-system'
import { useAgency } from '~/features/agencies'

/**
 * The search's business outcomes (flights.md §8), loaded only when one happens: the error
 * catalogue's texts when the server had them, else these.
 */
export default function SearchOutcomeDialogs({
  outcome,
  text,
  onDismiss,
  onRoundTrip,
}: {
  outcome: string
  text: ErrorText | null
  onDismiss: () => void
  onRoundTrip: () => void
}) {
  const { openSelector } = useAgency()
  const close = (open: boolean) => !open && onDismiss()
  if (outcome === 'NO_FLIGHTS')
    return (
      <AlertDialog isOpen onOpenChange={close} title={text?.title ?? 'Aucun vol disponible'} actionLabel={text?.action ?? 'Valider'} cancelLabel={null}>
        {text?.message ?? 'Aucun vol n’est disponible pour la destination et/ou la date demandée. Vous pouvez re-essayer avec d’autres dates.'}
      </AlertDialog>
    )
  if (outcome === 'RETURN_TICKET_REQUIRED')
    return (
      <AlertDialog
        isOpen
        onOpenChange={close}
        title={text?.title ?? 'Billet retour obligatoire'}
        actionLabel={text?.action ?? 'Passer en Aller/Retour'}
        onAction={onRoundTrip}
      >
        {text?.message ?? 'Les autorités de votre destination exigent un billet retour. Voulez-vous rechercher un vol Aller/Retour ?'}
      </AlertDialog>
    )
  return (
    <AlertDialog
      isOpen
      onOpenChange={close}
      title={text?.title ?? 'Impossible de réserver ce trajet'}
      actionLabel={text?.action ?? 'Voir les agences'}
      cancelLabel="Nouvelle recherche"
      onAction={openSelector}
    >
      {text?.message ?? 'Ce type de voyage ne peut pas être réservé en ligne. Contactez une agence de notre réseau pour l’organiser avec vous.'}
    </AlertDialog>
  )
}
