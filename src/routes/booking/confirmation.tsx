import { createFileRoute } from '@tanstack/react-router'
import { ClickReplay } from '~/platform/ClickReplay'
import { BookingNotFound, loadConfirmation } from '~/features/booking'
import { ConfirmationPage } from '~/features/booking/lazy'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/confirmation')({
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: ({ context, deps }) => loadConfirmation(context.queryClient, deps.orderId),
  head: () => pageHead('Confirmation de réservation'),
  component: Confirmation,
  notFoundComponent: BookingNotFound,
})

function Confirmation() {
  return (
    <ClickReplay fallback={null}>
      <ConfirmationPage orderId={String(Route.useSearch().order_id)} />
    </ClickReplay>
  )
}
