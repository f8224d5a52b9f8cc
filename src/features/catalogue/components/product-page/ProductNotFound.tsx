import { Link } from '@tanstack/react-router'
import { buttonClassName } from 'design-system'
import { Page, PageActions } from '~/app/Page'

/** An unknown product slug: a French 404 page with ways back (status 404). */
export function ProductNotFound() {
  return (
    <Page title="Offre introuvable" lead="Cette offre n'existe pas ou n'est plus disponible. Découvrez nos autres séjours, circuits et croisières.">
      <PageActions>
        <Link to="/search-products" className={buttonClassName()}>
          Voir toutes nos offres
        </Link>
        <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
          Retour à l&apos;accueil
        </Link>
      </PageActions>
    </Page>
  )
}
