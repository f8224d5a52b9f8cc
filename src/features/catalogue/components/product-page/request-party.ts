import { DEFAULT_PARTY, partySchema, type Party } from '~/api-contract/party'
import type { ProductPageSearch } from '../../search.schema'

/** The party a request to the agency carries: the page's `party` search param when valid, else DEFAULT_PARTY (the one place to wire the party selector's params). */
export function requestParty(search: ProductPageSearch): Party {
  const parsed = partySchema.safeParse((search as { party?: unknown }).party)
  return parsed.success ? parsed.data : DEFAULT_PARTY
}
