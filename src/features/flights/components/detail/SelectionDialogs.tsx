import { AlertTriangle } from 'lucide-react'
import { AlertDialog, formatPrice } from 'design-system'
import type { ErrorText } from '~/api-contract/orders'

/** A selection that did not reserve, with the error catalogue's texts when the server had them. */
export type Outcome = (
  { kind: 'price-changed'; newTotal: number; solutionId: string; orderId: string } | { kind: 'fare-changed' } | { kind: 'reserve-failed' }
) & {
  text?: ErrorText | null
}

/** The spec's dialogs of a selection that did not reserve (booking-and-accounts.md §8), in the catalogue's words when it has them. */
export function SelectionDialogs({
  outcome,
  onClose,
  onAccept,
  onNewSearch,
  onAgencies,
}: {
  outcome: Outcome | null
  onClose: () => void
  /** 'Oui, je confirme la réservation à …': reserve again at the new price. */
  onAccept: (outcome: Extract<Outcome, { kind: 'price-changed' }>) => void
  onNewSearch: () => void
  onAgencies: () => void
}) {
  const text = outcome?.text ?? null
  return (
    <>
      <AlertDialog
        isOpen={outcome?.kind === 'price-changed'}
        onOpenChange={(open) => !open && onClose()}
        title={text?.title ?? 'Les places partent vite !'}
        actionLabel={
          outcome?.kind === 'price-changed'
            ? `${text?.action ?? 'Oui, je confirme la réservation'} à ${outcome.newTotal.toFixed(2).replace('.', ',')}€`
            : 'Valider'
        }
        cancelLabel="Non, je souhaite relancer une recherche"
        onAction={() => outcome?.kind === 'price-changed' && onAccept(outcome)}
      >
        {text?.message ?? 'Le tarif de ce vol n’est plus disponible.'} Un nouveau prix vous est proposé
        {outcome?.kind === 'price-changed' ? ` : ${formatPrice(outcome.newTotal)} pour tous les passagers.` : '.'}
      </AlertDialog>
      <AlertDialog
        isOpen={outcome?.kind === 'fare-changed'}
        onOpenChange={(open) => !open && onClose()}
        title={text?.title ?? 'Le tarif a changé'}
        actionLabel={text?.action ?? 'Relancer une recherche'}
        cancelLabel={null}
        onAction={onNewSearch}
      >
        {text?.message ?? 'Le tarif de votre voyage à changé ! Veuillez relancer une recherche et recommencer.'}
      </AlertDialog>
      <AlertDialog
        isOpen={outcome?.kind === 'reserve-failed'}
        onOpenChange={(open) => !open && onClose()}
        tone="critical"
        title={text?.title ?? 'Réservation impossible'}
        actionLabel={text?.action ?? 'Voir les agences'}
        cancelLabel="Réessayer plus tard"
        onAction={onAgencies}
      >
        <AlertTriangle size={16} aria-hidden="true" />{' '}
        {text?.message ??
          'La réservation de votre billet auprès de la compagnie a échoué. Vous pouvez essayer à nouveau ou contacter l’agence la plus proche de chez vous.'}
      </AlertDialog>
    </>
  )
}
