import type { QueryClient } from '@tanstack/react-query'
import { favoritesQuery, viewedQuery } from './client-space.queries'

/** The lists of products of the client space (the catalogue gives the products by ids). */
export const PRODUCT_LISTS = { favorites: favoritesQuery, viewed: viewedQuery } as const
export type ProductListKind = keyof typeof PRODUCT_LISTS

/** The ids in the order products-by-ids is asked (one cache entry per set). */
export const sortedIds = (ids: readonly number[]) => [...ids].sort((a, b) => a - b)

/** The route's loader part: the list; its product ids (sorted) for the catalogue's products-by-ids. */
export async function loadProductIds(queryClient: QueryClient, kind: ProductListKind): Promise<number[]> {
  const entries: readonly { product_id: number }[] =
    kind === 'favorites' ? await queryClient.ensureQueryData(favoritesQuery()) : await queryClient.ensureQueryData(viewedQuery())
  return sortedIds(entries.map((e) => e.product_id))
}
