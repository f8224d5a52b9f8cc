import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound, redirect, stripSearchParams } from '@tanstack/react-router'
import {
  loadProductPage,
  PRODUCT_SEARCH_DEFAULTS,
  ProductNotFound,
  ProductPage,
  productPageSearchSchema,
  productQuery,
  renamedProductSlug,
} from '~/features/catalogue'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/product/$slug')({
  validateSearch: productPageSearchSchema,
  search: { middlewares: [stripSearchParams(PRODUCT_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => ({
    departureCity: search.departureCity,
    nights: search.nights,
    minMaxNights: search.minMaxNights,
    departureYearMonth: search.departureYearMonth,
  }),
  // The day and the party are read from the location, not deps: choosing them re-prices the box
  // in the page, without running the loader again.
  loader: async ({ context, params, deps, location }) => {
    const { departureDay, party } = productPageSearchSchema.parse(location.search)
    const product = await loadProductPage(context.queryClient, params.slug, { ...deps, departureDay, party })
    if (!product) {
      // An old link to a renamed product: its page, at its address now.
      const slug = await renamedProductSlug(context.queryClient, params.slug)
      if (slug) throw redirect({ to: '/product/$slug', params: { slug }, search: true, statusCode: 301 })
      throw notFound()
    }
    return { title: product.title, description: product.description }
  },
  // The canonical URL is the product's own, without the listing's filters carried over.
  head: ({ loaderData, params }) =>
    loaderData
      ? pageHead(loaderData.title, loaderData.description?.slice(0, 160), { canonical: `/product/${encodeURIComponent(params.slug)}` })
      : pageHead('Offre introuvable'),
  notFoundComponent: ProductNotFound,
  component: ProductRoute,
})

function ProductRoute() {
  const { slug } = Route.useParams()
  const { data: product } = useSuspenseQuery(productQuery(slug))
  const search = Route.useSearch()
  if (!product) return <ProductNotFound />
  return <ProductPage product={product} search={search} />
}
