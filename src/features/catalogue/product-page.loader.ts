import type { QueryClient } from '@tanstack/react-query'
import type { Product } from '~/api-contract/catalogue'
import { currentMonthInParis } from '~/lib/paris-today'
import { chooseDeparture, chooseDuration, chooseMonth } from './availability'
import {
  bestPriceQuery,
  departuresQuery,
  durationsQuery,
  formalitiesQuery,
  productCountry,
  monthPricesQuery,
  partyPriceQuery,
  productQuery,
  productsByIdsQuery,
  reviewsQuery,
} from './catalogue.queries'
import { partyOf } from './party-param'
import type { ProductPageSearch } from './search.schema'

const settle = <T>(p: Promise<T>) => p.catch(() => undefined)

/**
 * /product/{slug}: the product, then (in parallel) its best price, departures, reviews and its
 * country's formalities, then the durations of the chosen departure, the month's prices and the
 * party's price, so the first HTML shows a priced calendar, the party's total and the
 * formalities. Availability failures are left to the page (it shows their message). Null for an
 * unknown slug.
 */
export async function loadProductPage(
  queryClient: QueryClient,
  slug: string,
  search: Pick<ProductPageSearch, 'departureCity' | 'nights' | 'minMaxNights' | 'departureYearMonth' | 'departureDay' | 'party'>,
): Promise<Product | null> {
  const product = await queryClient.ensureQueryData(productQuery(slug))
  if (!product) return null
  const id = product.product_id
  const country = productCountry(product)
  const [best, departures] = await Promise.all([
    settle(queryClient.ensureQueryData(bestPriceQuery(id))),
    settle(queryClient.ensureQueryData(departuresQuery(id))),
    settle(queryClient.ensureQueryData(reviewsQuery(id))),
    settle(country ? queryClient.ensureQueryData(formalitiesQuery(country)) : Promise.resolve(null)),
  ])
  const code = chooseDeparture(departures, search.departureCity, best)
  if (!code) return product
  const duration = chooseDuration(await settle(queryClient.ensureQueryData(durationsQuery(id, code))), search, best)
  if (!duration) return product
  const [year, month] = chooseMonth(search.departureYearMonth, best, currentMonthInParis()).split('-').map(Number) as [number, number]
  const days = await settle(queryClient.ensureQueryData(monthPricesQuery({ productId: id, code, year, month, nights: duration.nights, days: duration.days })))
  const date = search.departureDay ? days?.find((d) => d.date === search.departureDay)?.date : undefined
  await settle(
    queryClient.ensureQueryData(partyPriceQuery({ productId: id, code, nights: duration.nights, days: duration.days, date, party: partyOf(search.party) })),
  )
  return product
}

/**
 * The product's slug now, when an unknown slug ends with a product's id ('…-10420') and that
 * product's title (so its slug) has changed since the link was made; else null.
 */
export async function renamedProductSlug(queryClient: QueryClient, slug: string): Promise<string | null> {
  const id = /-(\d{1,9})$/.exec(slug)?.[1]
  if (!id) return null
  const found = await settle(queryClient.ensureQueryData(productsByIdsQuery([Number(id)])))
  const now = found?.find((p) => p.product_id === Number(id))?.slug
  return now && now !== slug ? now : null
}
