import { Link } from '@tanstack/react-router'
import { buttonClassName, Inline } from 'design-system'
import { Page } from './Page'

export function NotFoundPage() {
  return (
    <Page title="Page introuvable" lead="La page que vous cherchez n'existe pas ou n'est plus disponible.">
      <Inline space="sm">
        <Link to="/" className={buttonClassName()}>
          Retour à l&apos;accueil
        </Link>
        <Link to="/vol" className={buttonClassName({ variant: 'secondary' })}>
          Rechercher un vol
        </Link>
      </Inline>
    </Page>
  )
}
