import { createFileRoute } from '@tanstack/react-router'
import { ClickReplay } from '~/platform/ClickReplay'
import { loadProductIds } from '~/features/account'
import { ProductListPage } from '~/features/account/lazy'
import { productsByIdsQuery } from '~/features/catalogue'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/client-space/favorites')({
  loader: async ({ context }) => {
    const ids = await loadProductIds(context.queryClient, 'favorites')
    if (ids.length > 0) await context.queryClient.prefetchQuery(productsByIdsQuery(ids))
  },
  head: () => pageHead('Mes produits favoris'),
  component: () => (
    <ClickReplay fallback={null}>
      <ProductListPage kind="favorites" />
    </ClickReplay>
  ),
})
