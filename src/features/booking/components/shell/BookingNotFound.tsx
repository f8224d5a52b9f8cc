import { Link } from '@tanstack/react-router'
import { buttonClassName, EmptyState } from 'design-system'
import { Page } from '~/app/Page'

/** A booking link without an order, or with one this visitor cannot see: a way back to a search, never an error page. */
export function BookingNotFound() {
  return (
    <Page title="Réservation introuvable">
      <EmptyState
        title="Nous ne retrouvons pas cette réservation"
        description="Le lien est incomplet, la réservation a expiré ou elle a été ouverte depuis une autre session. Lancez une nouvelle recherche pour choisir votre vol."
        action={
          <Link to="/vol" className={buttonClassName()}>
            Nouvelle recherche
          </Link>
        }
      />
    </Page>
  )
}
