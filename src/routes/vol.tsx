import { createFileRoute } from '@tanstack/react-router'
import { ClickReplay } from '~/platform/ClickReplay'
import { isTripType, type TripType } from '~/features/flights'
import { FlightsLanding } from '~/features/flights/lazy'
import { pageHead } from '~/lib/seo'

/**
 * The landing (search form with TanStack Form, Temporal and the calendars, illustrations) is one
 * lazy chunk: the server renders it in full, the browser hydrates it once the chunk arrives, and
 * the route's initial JS stays within budget (170 KB gzip). A click made before it has hydrated
 * is replayed then (ClickReplay).
 */

/**
 * `?_type=oneWay` opens that tab; without it, the tab follows the last search. A plain check
 * (no zod) keeps the landing's initial JS small; anything else is ignored.
 */
function validateVolSearch(search: Record<string, unknown>): { _type?: TripType } {
  return isTripType(search._type) ? { _type: search._type } : {}
}

export const Route = createFileRoute('/vol')({
  validateSearch: validateVolSearch,
  head: () => pageHead('Vols pas chers', 'Comparez et réservez vos billets d’avion : aller-retour, aller simple ou multi-destinations.'),
  component: FlightsLandingPage,
})

function FlightsLandingPage() {
  const { _type } = Route.useSearch()
  return (
    <ClickReplay fallback={null}>
      <FlightsLanding tripType={_type} />
    </ClickReplay>
  )
}
