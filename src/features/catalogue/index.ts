/**
 * The catalogue domain's public face (holiday results, product cards, product page): what
 * routes and other domains may import. Lazily loaded parts (the search bar) are in lazy.ts.
 */
export { ProductResults } from './components/results/ProductResults'
export { ProductPage } from './components/product-page/ProductPage'
export { ComparisonPage } from './components/compare/ComparisonPage'
export { loadComparison } from './comparison.loader'
export { ProductNotFound } from './components/product-page/ProductNotFound'
export { ProductCard, ProductCardSkeleton, type ProductCardProps } from './components/product-card/ProductCard'
export { FavoriteButton } from './components/product-card/FavoriteButton'
export { CatalogueUserProvider, SIGNED_OUT, useCatalogueUser, type CatalogueUser } from './catalogue-user'
export { productQuery, productResultsQuery, productsByIdsQuery, searchOptionsQuery } from './catalogue.queries'
export { loadProductPage, renamedProductSlug } from './product-page.loader'
export { PRODUCT_SEARCH_DEFAULTS, productPageSearchSchema, productSearchSchema, type ProductPageSearch, type ProductSearchParams } from './search.schema'
export { resultsKey, type ResultsKey } from './search-query'
export { destinationLabels, PRESENTATION_KEYS, resultsTitle } from './results-title'
export type { Product } from '~/api-contract/catalogue'
export { specSearchRedirectMiddleware } from './spec-redirect'
