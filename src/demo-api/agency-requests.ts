import type { z } from 'zod'
import { OPTION_HOLD_HOURS, type AgencyRequest, type AgencyRequestStatus, type agencyRequestBodySchema } from '~/api-contract/agency-requests'
import { BoundedMap } from '~/lib/bounded-map'
import { sendAgencyRequestMail } from './mail/agency-request'
import { getAgencies } from './seed/agencies'
import { finalPrice, getProductsById } from './seed/products'
import { store, type Account, type StoredAgencyRequest } from './store'

/**
 * Quotes and options asked of an agency: recorded on the account when signed in (an anonymous
 * quote is kept apart, for a day), mailed to the requester. An option holds the price for
 * OPTION_HOLD_HOURS; its status follows the clock, which the demo control can move forward.
 */

export const HOLD_MS = OPTION_HOLD_HOURS * 3_600_000

/** Anonymous quotes: nobody lists them, the agency would. */
const anonymous = new BoundedMap<number, StoredAgencyRequest>({ maxEntries: 2000, ttlMs: 24 * 3_600_000 })

export const requestsOf = (account: Account): StoredAgencyRequest[] => (account.agencyRequests ??= [])

/** A request's status at `now`: a quote is 'sent'; an option 'held' until its end of hold, then 'expired'. */
export function requestStatus(request: Pick<StoredAgencyRequest, 'expiresAt'>, now = Date.now()): AgencyRequestStatus {
  if (request.expiresAt === null) return 'sent'
  return now < request.expiresAt ? 'held' : 'expired'
}

export type RequestRefusal = 'unknown-product' | 'unknown-agency' | 'sign-in-required'

/** Records a request and mails its confirmation; the reason it is refused otherwise. */
export function createRequest(
  body: z.output<typeof agencyRequestBodySchema>,
  account: Account | undefined,
  owner: string | undefined,
  now = Date.now(),
): StoredAgencyRequest | RequestRefusal {
  const product = getProductsById().get(body.product_id)
  if (!product) return 'unknown-product'
  if (!getAgencies().some((a) => a.id === body.agency_id)) return 'unknown-agency'
  if (body.kind === 'option' && !account) return 'sign-in-required'
  const request: StoredAgencyRequest = {
    id: store.newItemId(),
    kind: body.kind,
    productId: product.product_id,
    agencyId: body.agency_id,
    departureDate: body.departure_date,
    departureCity: body.departure_city,
    nights: body.nights,
    party: body.party,
    contact: body.contact,
    message: body.message,
    price: finalPrice(product),
    createdAt: new Date(now).toISOString(),
    expiresAt: body.kind === 'option' ? now + HOLD_MS : null,
  }
  if (account) requestsOf(account).unshift(request)
  else anonymous.set(request.id, request)
  sendAgencyRequestMail(body.contact.email, owner, agencyRequestView(request, now))
  return request
}

/** Demo control: every held option of the account ends in `minutes` (0: now). */
export function shortenHolds(account: Account, minutes: number, now = Date.now()): number {
  let changed = 0
  for (const request of requestsOf(account)) {
    if (requestStatus(request, now) !== 'held') continue
    request.expiresAt = now + minutes * 60_000
    changed++
  }
  return changed
}

/** A request as the API shows it. */
export function agencyRequestView(request: StoredAgencyRequest, now = Date.now()): AgencyRequest {
  const product = getProductsById().get(request.productId)
  const agency = getAgencies().find((a) => a.id === request.agencyId)
  return {
    id: request.id,
    kind: request.kind,
    status: requestStatus(request, now),
    product: { id: request.productId, title: product?.title ?? '', slug: product?.slug ?? '' },
    agency: { id: request.agencyId, name: agency?.name ?? '' },
    departure_date: request.departureDate,
    departure_city: request.departureCity,
    nights: request.nights,
    party: request.party,
    price: request.price,
    created_at: request.createdAt,
    expires_at: request.expiresAt === null ? null : new Date(request.expiresAt).toISOString(),
  }
}
