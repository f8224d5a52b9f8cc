import { createFileRoute } from '@tanstack/react-router'
import { serveDemoApi, serveDemoApiHead } from '~/server/demo-gateway'

/** The demo API over HTTP at /api/v2/* (its mailbox and payment pages, tools); 404 against a real host. */
export const Route = createFileRoute('/api/v2/$')({
  server: {
    handlers: {
      GET: serveDemoApi,
      HEAD: serveDemoApiHead,
      POST: serveDemoApi,
      PUT: serveDemoApi,
      PATCH: serveDemoApi,
      DELETE: serveDemoApi,
      OPTIONS: serveDemoApi,
    },
  },
})
