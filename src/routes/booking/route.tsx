import { createFileRoute, Outlet } from '@tanstack/react-router'
import { bookingSearchSchema } from '~/features/booking'
import { noindexHead } from '~/lib/seo'

/** Every booking step reads `order_id` from the URL, validated once here. */
export const Route = createFileRoute('/booking')({
  validateSearch: bookingSearchSchema,
  head: noindexHead,
  component: Outlet,
})
