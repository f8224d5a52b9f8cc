import { queryOptions } from '@tanstack/react-query'
import { getHeaderMenu, getHeaderTabs, getHomeContent, getHomeMoreBlocks, searchProductReferences } from './storefront.functions'
import type { HomeMoreBlocks } from './storefront.types'

export const storefrontKeys = {
  headerMenu: ['storefront', 'header-menu'] as const,
  headerTabs: ['storefront', 'header-tabs'] as const,
  home: ['storefront', 'home'] as const,
  homeMore: ['storefront', 'home', 'more'] as const,
  reference: (text: string) => ['storefront', 'reference', text] as const,
}

/** The header menu: cached a day on the server; the page keeps it for its life. */
export const headerMenuQuery = () =>
  queryOptions({ queryKey: storefrontKeys.headerMenu, queryFn: () => getHeaderMenu(), staleTime: Infinity, gcTime: Infinity })

/** The drawer's tabs: asked for when the drawer is about to open, kept for the page's life. */
export const headerTabsQuery = () =>
  queryOptions({ queryKey: storefrontKeys.headerTabs, queryFn: () => getHeaderTabs(), staleTime: Infinity, gcTime: Infinity })

/** The home's first blocks: five minutes, as on the server. */
export const homeContentQuery = () => queryOptions({ queryKey: storefrontKeys.home, queryFn: () => getHomeContent(), staleTime: 5 * 60_000 })

/** The home blocks after the first: asked for by the browser when one is about to be seen. A failed call is null, as a failed load. */
export const homeMoreBlocksQuery = () =>
  queryOptions({ queryKey: storefrontKeys.homeMore, queryFn: (): Promise<HomeMoreBlocks> => getHomeMoreBlocks().catch(() => null), staleTime: 5 * 60_000 })

export const referenceSearchQuery = (text: string) =>
  queryOptions({ queryKey: storefrontKeys.reference(text), queryFn: () => searchProductReferences({ data: { text } }), staleTime: 60_000 })
