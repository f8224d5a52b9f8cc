import { createFileRoute } from '@tanstack/react-router'
import { revalidate } from '~/server/revalidate'

/** POST /api/revalidate?tag=header: drops the server's cached replies under a tag. */
export const Route = createFileRoute('/api/revalidate')({
  server: { handlers: { POST: ({ request }) => revalidate(request) } },
})
