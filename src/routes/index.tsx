import { createFileRoute, Link } from '@tanstack/react-router'
import { Page, Panel } from '~/app/Page'
import { buttonClassName, Inline } from 'design-system'
import { BRAND_NAME, pageHead } from '~/lib/seo'

export const Route = createFileRoute('/')({
  head: () => pageHead('Accueil', `${BRAND_NAME} : vols, séjours, circuits et croisières avec votre agence de voyage.`),
  component: HomePage,
})

function HomePage() {
  return (
    <Page title="Vos prochaines vacances commencent ici" lead="Vols, séjours, circuits et croisières, réservés avec une agence de voyage partenaire près de chez vous.">
      <Panel label="Rechercher">
        <h2>Que recherchez-vous ?</h2>
        <Inline space="sm">
          <Link to="/vol" className={buttonClassName()}>
            Rechercher un vol
          </Link>
          <Link to="/search-products" className={buttonClassName({ variant: 'secondary' })}>
            Voir les séjours
          </Link>
        </Inline>
      </Panel>
    </Page>
  )
}
