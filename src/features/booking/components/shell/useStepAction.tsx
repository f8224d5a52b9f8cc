import { useNavigate } from '@tanstack/react-router'
import { useRef, useState, type ReactNode } from 'react'
import { formatPrice } from 'design-system'
import { useAgency } from '~/features/agencies'
import { userMessageOf } from '~/lib/user-messages'
import type { BookingStep } from '../../booking.schema'
import type { StepOutcome } from '../../model/types'
import { useBooking } from './BookingContext'
import { AlertDialog } from './LazyDialogs'

type Shown = Exclude<StepOutcome, { status: 'ok' } | { status: 'payment-ready' }> | { status: 'error'; message: string }

/** '1 234,50€' as the spec writes the new price in 'Oui, je confirme la réservation à {price}€'. */
const plainEuros = (amount: number) => `${amount.toFixed(2).replace('.', ',')}€`

/**
 * Runs a step's 'Continuer' and shows the spec's modals for its business outcomes
 * (booking-and-accounts.md §8). What was typed stays in the draft whatever happens.
 */
export function useStepAction(step: BookingStep | 'payment'): {
  run: (options?: { acceptNewPrice?: boolean }) => Promise<StepOutcome | null>
  loading: boolean
  dialogs: ReactNode
} {
  const { complete, view } = useBooking()
  const { openSelector } = useAgency()
  const navigate = useNavigate()
  const [loading, setLoading] = useState(false)
  const [shown, setShown] = useState<Shown | null>(null)
  const accepting = useRef(false)

  async function run(options?: { acceptNewPrice?: boolean }): Promise<StepOutcome | null> {
    setLoading(true)
    try {
      const outcome = await complete(step, options)
      if (outcome.status !== 'ok' && outcome.status !== 'payment-ready') setShown(outcome)
      return outcome
    } catch (error) {
      setShown({ status: 'error', message: userMessageOf(error) })
      return null
    } finally {
      setLoading(false)
    }
  }

  // The error catalogue's texts when it has them (the server asks it), else these.
  const text = shown && 'text' in shown ? (shown.text ?? null) : null
  const newSearch = () => void (view.searchParams ? navigate({ to: '/search', search: view.searchParams }) : navigate({ to: '/vol' }))
  const close = (open: boolean) => !open && setShown(null)

  const dialogs = (
    <>
      <AlertDialog
        isOpen={shown?.status === 'price-changed'}
        onOpenChange={(open) => {
          if (open) return
          setShown(null)
          // 'Non, je souhaite relancer une recherche'
          if (!accepting.current) newSearch()
          accepting.current = false
        }}
        title={text?.title ?? 'Les places partent vite !'}
        actionLabel={shown?.status === 'price-changed' ? `${text?.action ?? 'Oui, je confirme la réservation'} à ${plainEuros(shown.newTotal)}` : 'Valider'}
        cancelLabel="Non, je souhaite relancer une recherche"
        onAction={() => {
          accepting.current = true
          void run({ acceptNewPrice: true })
        }}
      >
        {text?.message ?? 'Le tarif choisi n’est plus disponible au prix affiché.'} Un nouveau prix vous est proposé
        {shown?.status === 'price-changed' ? ` : ${formatPrice(shown.newTotal)} pour tous les passagers.` : '.'}
      </AlertDialog>
      <AlertDialog
        isOpen={shown?.status === 'fare-changed'}
        onOpenChange={close}
        title={text?.title ?? 'Le tarif a changé'}
        actionLabel={text?.action ?? 'Nouvelle recherche'}
        cancelLabel={null}
        onAction={newSearch}
      >
        {text?.message ?? 'Le tarif de votre voyage à changé ! Veuillez relancer une recherche et recommencer.'}
      </AlertDialog>
      <AlertDialog
        isOpen={shown?.status === 'reserve-failed'}
        onOpenChange={close}
        tone="critical"
        title={text?.title ?? 'Réservation impossible'}
        actionLabel={text?.action ?? 'Voir les agences'}
        cancelLabel="Réessayer"
        onAction={openSelector}
      >
        {text?.message ??
          'La réservation de votre billet auprès de la compagnie a échoué. Vous pouvez essayer à nouveau ou contacter l’agence la plus proche de chez vous.'}
      </AlertDialog>
      <AlertDialog
        isOpen={shown?.status === 'ancillaries-error'}
        onOpenChange={close}
        tone="critical"
        title="Options non enregistrées"
        actionLabel="Fermer"
        cancelLabel={null}
      >
        {shown?.status === 'ancillaries-error' ? shown.message : ''}
      </AlertDialog>
      <AlertDialog
        isOpen={shown?.status === 'payment-failed'}
        onOpenChange={close}
        tone="critical"
        title={text?.title ?? 'Paiement indisponible'}
        actionLabel="Fermer"
        cancelLabel={null}
      >
        {(text?.message ?? 'Il y a eu une erreur lors de la préparation du paiement').replace(/\.?$/, '.')} Vos informations sont conservées : vous pouvez
        réessayer dans quelques instants.
      </AlertDialog>
      <AlertDialog
        isOpen={shown?.status === 'invalid' || shown?.status === 'error' || shown?.status === 'gone'}
        onOpenChange={close}
        tone="critical"
        title="Impossible de continuer"
        actionLabel={shown?.status === 'gone' ? 'Nouvelle recherche' : 'Fermer'}
        cancelLabel={null}
        onAction={shown?.status === 'gone' ? newSearch : undefined}
      >
        {shown?.status === 'invalid' || shown?.status === 'error' ? shown.message : 'Cette réservation n’est plus disponible.'}
      </AlertDialog>
    </>
  )
  return { run, loading, dialogs }
}
