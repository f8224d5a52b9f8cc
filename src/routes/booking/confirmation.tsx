import { createFileRoute, notFound } from '@tanstack/react-router'
import { ClickReplay } from '~/app/ClickReplay'
import { BookingNotFound, confirmationQuery } from '~/features/booking'
import { ConfirmationPage } from '~/features/booking/lazy'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/confirmation')({
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: async ({ context, deps }) => {
    if (deps.orderId === undefined) throw notFound()
    // The page's chunk is loaded with the data, so a client navigation shows the page whole.
    const [confirmation] = await Promise.all([context.queryClient.ensureQueryData(confirmationQuery(String(deps.orderId))), ConfirmationPage.preload()])
    if (!confirmation) throw notFound()
  },
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
