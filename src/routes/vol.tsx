import { createFileRoute, Link } from '@tanstack/react-router'
import { AgencyLabel } from '~/features/agencies/components/AgencyLabel'
import { Page, Panel } from '~/features/app/components/Page'
import * as styles from '~/features/app/components/Page.css'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/vol')({
  head: () => pageHead('Vols pas chers', 'Comparez et réservez vos billets d’avion : aller-retour, aller simple ou multi-destinations.'),
  component: FlightsLandingPage,
})

function FlightsLandingPage() {
  return (
    <Page title="Réservez votre vol au meilleur prix" lead="Aller-retour, aller simple ou multi-destinations : comparez les compagnies et réservez avec votre agence.">
      <Panel label="Recherche de vols">
        <h2>Recherche de vols</h2>
        <AgencyLabel />
        <div className={styles.actions}>
          <Link to="/search" search={{ _type: 'roundTrip' }} className={styles.button}>
            Rechercher
          </Link>
        </div>
      </Panel>
    </Page>
  )
}
