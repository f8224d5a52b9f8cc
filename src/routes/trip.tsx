import { createFileRoute } from '@tanstack/react-router'
import { ClickReplay } from '~/platform/ClickReplay'
import { TripLookupPage } from '~/features/trips/lazy'
import { pageHead } from '~/lib/seo'

/** Anyone finds a booking by its reference and the booking's e-mail (rate-limited as sign-in). */
export const Route = createFileRoute('/trip')({
  head: () => pageHead('Retrouver une réservation', 'Retrouvez votre réservation avec sa référence et votre adresse e-mail.', { noindex: true }),
  component: () => (
    <ClickReplay fallback={null}>
      <TripLookupPage />
    </ClickReplay>
  ),
})
