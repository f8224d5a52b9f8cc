import { ORDER_STATUS_RESERVE_AFTER_PAYMENT } from '~/api-contract/orders'
import { fetchAgencyById } from '~/features/agencies/server'
import { dropState, fetchOrder, isPaid, requireToken, sessionKey } from './booking.server'
import type { ConfirmationView } from './model/confirmation'
import { toCents } from './model/money'

const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** The confirmation of a paid order of this session (null otherwise); its booking state is no longer needed. */
export async function loadConfirmation(orderId: string): Promise<ConfirmationView | null> {
  const token = requireToken()
  if (!token) return null
  const order = await fetchOrder(token, orderId)
  if (!order) return null
  const paid = isPaid(order)
  if (paid) await dropState(await sessionKey(token, orderId))
  const agency = order.agency ? await fetchAgencyById(order.agency).catch(() => null) : null
  const segments = order.search?.search_data.segments.length ?? order.ticket?.solution.routes.length ?? 1
  const client = order.client
  return {
    orderId,
    status: order.status__name,
    paid,
    reference: order.status__name === ORDER_STATUS_RESERVE_AFTER_PAYMENT ? null : (order.ticket?.travel_data?.passenger_name_record ?? null),
    isOneWay: segments === 1,
    travellers: order.passengers.map((p) => ({ category: str(p.category), title: str(p.title), firstName: str(p.first_name), lastName: str(p.last_name) })),
    transports: (order.ticket?.travel_data?.transports ?? []).map((t) => ({
      from: t.departure,
      fromCity: t.departure_city_name,
      to: t.arrival,
      toCity: t.arrival_city_name,
      carrier: t.carrier,
      flightNumber: t.flight_number,
      start: t.service_period.start,
      end: t.service_period.end,
    })),
    agency,
    agencyName: order.agency__name,
    agencyData: order.agency_data,
    totalPaidCents: toCents(order.payment?.amount ?? order.amount),
    contract: order.payment?.contract ?? order.agency_contract,
    payer: client ? { name: `${str(client.first_name)} ${str(client.last_name)}`.trim(), email: str(client.email) } : null,
  }
}
