import { useRouter, type NavigateOptions, type ToOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { I18nProvider, RouterProvider } from 'react-aria-components'

declare module 'react-aria-components' {
  interface RouterConfig {
    href: ToOptions['to']
    routerOptions: Omit<NavigateOptions, keyof ToOptions>
  }
}

/** fr-FR for every react-aria component, and react-aria links that navigate with the router. */
export function AppProviders({ children }: { children: ReactNode }) {
  const router = useRouter()
  return (
    <I18nProvider locale="fr-FR">
      <RouterProvider navigate={(to, options) => router.navigate({ ...options, to })} useHref={(to) => router.buildLocation({ to }).href}>
        {children}
      </RouterProvider>
    </I18nProvider>
  )
}
