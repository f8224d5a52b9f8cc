import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { buildLazySchema } from './platform/lazy-schema'
import { hydrateRoot } from './platform/react-dom-client'
import { prepareRouter } from './router'

/** Resolves in a later task: the browser can paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The browser's entry (TanStack Start's default one, in steps). Its work before React hydrates
 * the page was one long task on a slowed phone (Lighthouse's mobile): the router's construction, the page's URL schema (`lazySchema`), the router's first match and the
 * dehydrated data. Each now runs in a task of its own, then React hydrates (time-sliced: a
 * transition). React's own evaluation is a task before this module's (the loader runs its chunk
 * first: server/deferred-entry.ts).
 */
async function start() {
  await nextTask()
  const router = prepareRouter()
  await nextTask()
  for (const route of router.getMatchedRoutes(window.location.pathname)[0]) buildLazySchema(route.options.validateSearch)
  await nextTask()
  const hydrated = await hydrateStart()
  await nextTask()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={hydrated} />
      </StrictMode>,
    )
  })
}

void start()
