import { createFileRoute } from '@tanstack/react-router'
import { Page, Panel } from '~/features/app/components/Page'
import { flightSearchSchema } from '~/features/flights/search.schema'
import { formatDate } from '~/lib/format'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/search')({
  validateSearch: flightSearchSchema,
  head: ({ match }) => {
    const { from, to } = match.search
    return pageHead(from && to ? `Vols ${from} - ${to}` : 'Résultats de recherche de vols')
  },
  component: FlightResultsPage,
})

const TRIP_LABELS = { roundTrip: 'Aller-retour', oneWay: 'Aller simple', multiDestinations: 'Multi-destinations' } as const

function FlightResultsPage() {
  const search = Route.useSearch()
  const travellers = search.adults + search.childrens + search.infants
  const hasSearch = Boolean(search.from && search.to && search.departure)
  return (
    <Page title="Résultats de recherche de vols">
      <Panel label="Votre recherche">
        {hasSearch ? (
          <p>
            {TRIP_LABELS[search._type]} · {search.fromLabel ?? search.from} → {search.toLabel ?? search.to} ·{' '}
            {formatDate(search.departure!)}
            {search._type === 'roundTrip' && search.return ? ` - ${formatDate(search.return)}` : ''} · {travellers}{' '}
            voyageur{travellers > 1 ? 's' : ''}
          </p>
        ) : (
          <p>Rechercher à nouveau</p>
        )}
      </Panel>
    </Page>
  )
}
