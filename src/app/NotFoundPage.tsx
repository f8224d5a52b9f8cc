import { Link } from '@tanstack/react-router'
import { buttonClassName } from 'design-system'
import { Page, PageActions } from './Page'

export function NotFoundPage() {
  return (
    <Page title="Page introuvable" lead="La page que vous cherchez n'existe pas ou n'est plus disponible.">
      <PageActions>
        <Link to="/" className={buttonClassName()}>
          Retour à l&apos;accueil
        </Link>
        <Link to="/vol" className={buttonClassName({ variant: 'secondary' })}>
          Rechercher un vol
        </Link>
      </PageActions>
    </Page>
  )
}
