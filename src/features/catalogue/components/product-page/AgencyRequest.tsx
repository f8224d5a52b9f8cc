import type { Product } from '~/api-contract/catalogue'
import { AgencyRequestActions } from '~/features/agency-requests'
import type { ProductPageSearch } from '../../search.schema'
import { requestParty } from './request-party'

/** 'Demander un devis' and 'Poser une option' under the price box, for the page's selection. */
export function AgencyRequest({ product, search }: { product: Product; search: ProductPageSearch }) {
  return (
    <AgencyRequestActions
      selection={{
        productId: product.product_id,
        productTitle: product.title,
        departureDate: search.departureDay ?? null,
        departureCity: search.departureCity ?? null,
        nights: search.nights ?? null,
        party: requestParty(search),
      }}
    />
  )
}
