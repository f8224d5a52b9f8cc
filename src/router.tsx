import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { getGlobalStartContext } from '@tanstack/react-start'
import { ErrorPage } from '~/app/ErrorPage'
import { NotFoundPage } from '~/app/NotFoundPage'
import { routeTree } from './routeTree.gen'

/**
 * The request's CSP nonce (server only; the security middleware puts it in the start context).
 * Read as what that middleware puts there: the start context's own type is inferred through
 * `Register`, whose router is this module's, and a type check that reaches this module from
 * client.tsx resolves that cycle to `never`.
 */
function requestNonce(): string | undefined {
  if (typeof window !== 'undefined') return undefined
  return (getGlobalStartContext() as { nonce?: string } | undefined)?.nonce
}

/** One router and one QueryClient per request on the server, one per tab in the browser. */
function createAppRouter() {
  const queryClient = new QueryClient({
    defaultOptions: {
      // No automatic retry: a failed call already waited its timeout, and a read may create an
      // order upstream (a flight search); the error pages and steps offer a retry.
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
    },
  })
  const nonce = requestNonce()
  // The first render in the browser is the hydration: the server's inline script has restored
  // the scroll already, and a visitor who scrolled since keeps their place (the router's own
  // restore put the page back at the top mid-scroll, and a click landed on another card).
  let hydrated = typeof window === 'undefined'
  const restoreScroll = () => {
    const restore = hydrated
    hydrated = true
    return restore
  }

  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: restoreScroll,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    ssr: nonce ? { nonce } : undefined,
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

/** The browser's router, made ahead of the framework's hydration (`prepareRouter`). */
let prepared: ReturnType<typeof createAppRouter> | undefined

/**
 * The browser makes its router in a task of its own, before the framework hydrates it (client.tsx):
 * the router's construction (route tree, history) and its first match were one long task on a
 * slowed phone. The next `getRouter()` (the framework's hydration) takes this one.
 */
export function prepareRouter() {
  prepared ??= createAppRouter()
  return prepared
}

/** The framework's router factory (TanStack Start): a new router, or the one the browser prepared. */
export function getRouter() {
  const router = prepared ?? createAppRouter()
  prepared = undefined
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
