import type { Party } from '~/api-contract/party'
import { partyOf } from '../../party-param'
import type { ProductPageSearch } from '../../search.schema'

/** The party a request to the agency carries: the page's party selection (an invalid one is two adults). */
export const requestParty = (search: ProductPageSearch): Party => partyOf(search.party)
