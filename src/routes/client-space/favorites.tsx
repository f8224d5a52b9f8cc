import { createFileRoute } from '@tanstack/react-router'
import { loadProductList, ProductListPage } from '~/features/account'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/client-space/favorites')({
  loader: ({ context }) => loadProductList(context.queryClient, 'favorites'),
  head: () => pageHead('Mes produits favoris'),
  component: () => <ProductListPage kind="favorites" />,
})
