import { AlertDialog } from 'design-system'
import { useAgency } from '~/features/agencies'

/** The search's business outcomes (flights.md §8), loaded only when one happens. */
export default function SearchOutcomeDialogs({ outcome, onDismiss, onRoundTrip }: { outcome: string; onDismiss: () => void; onRoundTrip: () => void }) {
  const { openSelector } = useAgency()
  const close = (open: boolean) => !open && onDismiss()
  if (outcome === 'NO_FLIGHTS')
    return (
      <AlertDialog isOpen onOpenChange={close} title="Aucun vol disponible" actionLabel="Valider" cancelLabel={null}>
        Aucun vol n&apos;est disponible pour la destination et/ou la date demandée. Vous pouvez re-essayer avec d&apos;autres dates.
      </AlertDialog>
    )
  if (outcome === 'RETURN_TICKET_REQUIRED')
    return (
      <AlertDialog isOpen onOpenChange={close} title="Billet retour obligatoire" actionLabel="Passer en Aller/Retour" onAction={onRoundTrip}>
        Les autorités de votre destination exigent un billet retour. Voulez-vous rechercher un vol Aller/Retour ?
      </AlertDialog>
    )
  return (
    <AlertDialog
      isOpen
      onOpenChange={close}
      title="Impossible de réserver ce trajet"
      actionLabel="Voir les agences"
      cancelLabel="Nouvelle recherche"
      onAction={openSelector}
    >
      Ce type de voyage ne peut pas être réservé en ligne. Contactez une agence de notre réseau pour l&apos;organiser avec vous.
    </AlertDialog>
  )
}
