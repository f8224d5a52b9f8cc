/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, notFound, Outlet, Scripts } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { AppProviders } from '~/app/AppProviders'
import { AccountMenu, CatalogueUserBridge, currentUserQuery } from '~/features/account'
import { AgencyProvider, selectedAgencyQuery } from '~/features/agencies'
import { headerMenuQuery, SiteFooter, SiteHeader } from '~/features/storefront'
import { AppShell } from '~/app/AppShell'
import { EarlyEvents } from '~/platform/EarlyEvents'
import { ErrorPage } from '~/app/ErrorPage'
import { NotFoundPage } from '~/app/NotFoundPage'
import { BRAND_NAME } from '~/lib/seo'
// In the page (a data URL, 0.3 KB): not one more request at the first paint.
import favicon from '~/app/favicon.svg?inline'
import { brandTheme, fontPreload, palette, pressableStyle } from 'design-system'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  head: ({ matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: palette.brand },
      // A page not found says so in its title (a route's own head may say more: 'Offre introuvable').
      {
        title: matches.some((match) => match.status === 'notFound' || match._notFound)
          ? `Page introuvable | ${BRAND_NAME}`
          : `${BRAND_NAME} : vols, séjours et agences de voyage`,
      },
      {
        name: 'description',
        content: 'Réservez vos vols et vos séjours avec une agence de voyage partenaire près de chez vous.',
      },
    ],
    links: [
      { rel: 'preload', href: fontPreload, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
      { rel: 'icon', href: favicon, type: 'image/svg+xml' },
    ],
    styles: [pressableStyle],
  }),
  // The chosen agency and the signed-in user (cookies) are known on the server, so the first
  // HTML shows them ('Bonjour {name}' in the header, no flash); the header menu (cached a day on
  // the server) too. An empty menu list is the not-found page (§7).
  loader: async ({ context }) => {
    const [, , menu] = await Promise.all([
      context.queryClient.ensureQueryData(selectedAgencyQuery()),
      context.queryClient.ensureQueryData(currentUserQuery()),
      context.queryClient.ensureQueryData(headerMenuQuery()),
    ])
    if (menu.status === 'empty') throw notFound()
  },
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
        <EarlyEvents />
        <AppProviders>
          <AgencyProvider>
            <AppShell header={<SiteHeader account={<AccountMenu />} />} footer={<SiteFooter />}>
              <CatalogueUserBridge>{children}</CatalogueUserBridge>
            </AppShell>
          </AgencyProvider>
        </AppProviders>
        <Scripts />
      </body>
    </html>
  )
}
