import { createFileRoute } from '@tanstack/react-router'
import { loadProductList, ProductListPage } from '~/features/account'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/client-space/viewed')({
  loader: ({ context }) => loadProductList(context.queryClient, 'viewed'),
  head: () => pageHead('Produits consultés'),
  component: () => <ProductListPage kind="viewed" />,
})
