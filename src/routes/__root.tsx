/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import interFontUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import interCssUrl from '@fontsource-variable/inter/wght.css?url'
import { AppProviders } from '~/features/app/components/AppProviders'
import { selectedAgencyQuery } from '~/features/agencies/agencies.queries'
import { AppShell } from '~/features/app/components/AppShell'
import { ErrorPage } from '~/features/app/components/ErrorPage'
import { NotFoundPage } from '~/features/app/components/NotFoundPage'
import { BRAND_NAME } from '~/lib/seo'
import { brandTheme } from 'design-system'
// Styles of server-rendered parts that load in their own chunks: in the entry CSS, after the design system's.
import '~/features/flights/components/lazy-styles'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b4f9c' },
      { title: `${BRAND_NAME} : vols, séjours et agences de voyage` },
      {
        name: 'description',
        content: 'Réservez vos vols et vos séjours avec une agence de voyage partenaire près de chez vous.',
      },
    ],
    links: [
      { rel: 'preload', href: interFontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
      { rel: 'stylesheet', href: interCssUrl },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  // The chosen agency (cookie) is known on the server so the first HTML shows it.
  loader: ({ context }) => context.queryClient.ensureQueryData(selectedAgencyQuery()),
  component: RootComponent,
  errorComponent: (props) => (
    <RootDocument>
      <ErrorPage {...props} />
    </RootDocument>
  ),
  notFoundComponent: NotFoundPage,
})

function RootComponent() {
  return (
    <RootDocument>
      <Outlet />
    </RootDocument>
  )
}

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <head>
        <HeadContent />
      </head>
      <body className={brandTheme}>
        <AppProviders>
          <AppShell>{children}</AppShell>
        </AppProviders>
        <Scripts />
      </body>
    </html>
  )
}
