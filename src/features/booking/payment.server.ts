import { FLOA_PRODUCT_CODES } from '~/api-contract/constants'
import { floaSimulateReplySchema, type FloaOption } from '~/api-contract/orders'
import { apiPath, apiRequest } from '~/server/api'
import { loadBooking } from './booking.server'
import { isInstalment, productCode } from './model/payment-methods'

/** The instalment schedules (payment/floa/simulate) of the agency's FLOA products for the amount; [] when unavailable. */
export async function simulate(orderId: string, amountCents: number): Promise<FloaOption[]> {
  const booking = await loadBooking(orderId)
  if (!booking) return []
  const codes = (booking.view.agency?.available_contracts ?? [])
    .filter(isInstalment)
    .map(productCode)
    .filter((c) => (FLOA_PRODUCT_CODES as readonly string[]).includes(c))
  if (codes.length === 0) return []
  return apiRequest({
    path: apiPath`/order/${orderId}/payment/floa/simulate`,
    query: { amount: (amountCents / 100).toFixed(2), product_codes: codes },
    schema: floaSimulateReplySchema,
    error: 'Failed to get FLOA payment options',
    token: booking.token,
  }).catch(() => [])
}
