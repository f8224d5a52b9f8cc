import { createFileRoute } from '@tanstack/react-router'
import { ClickReplay } from '~/platform/ClickReplay'
import { loadTrip } from '~/features/trips'
import { TripPage } from '~/features/trips/lazy'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/client-space/trips/$reference')({
  loader: ({ context, params }) => loadTrip(context.queryClient, params.reference),
  head: ({ params }) => pageHead(`Réservation ${params.reference.toUpperCase()}`),
  component: TripRoute,
})

function TripRoute() {
  const { reference } = Route.useParams()
  return (
    <ClickReplay fallback={null}>
      <TripPage reference={reference} />
    </ClickReplay>
  )
}
