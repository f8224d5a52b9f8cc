import { http } from 'msw'
import { floaSimulateQuerySchema, lowCostPaymentPrepareRequestSchema, paymentPrepareRequestSchema } from '~/api-contract/orders'
import { todayInParis } from '~/lib/dates'
import { instalmentsOffered } from '~/lib/instalment-offer'
import { businessFault, handle, json, notFound, parseBody, parseQuery } from '../lib/http'
import { floaProduct, instalmentSchedule } from '../instalments'
import { loadOrder, orderTotal, requireReserved, round2 } from '../orders'
import { sendBookingConfirmation } from '../mail/booking-confirmation'
import { store, type Order } from '../store'

/** Payment: prepare (the demo payment page then settles it), low-cost variant, FLOA instalments. */

function preparePayment(order: Order, request: Request, contractInput: string | undefined, returnUrl: string | undefined, cancelUrl: string | undefined) {
  requireReserved(order)
  const contract = contractInput ?? order.agency_contract ?? 'CB'
  let amount = orderTotal(order)
  const floa = /^FLOA_(BC3XC|BC4XC)$/.exec(contract)?.[1]
  if (floa) amount = round2(amount * (1 + floaProduct(floa)!.feeRate))
  const id = store.randomToken(12)
  order.payment = {
    id,
    amount,
    contract,
    status: 'pending',
    returnUrl: returnUrl ?? `/booking/confirmation?order_id=${order.id}`,
    cancelUrl: cancelUrl ?? `/booking/summary?order_id=${order.id}&payment=cancelled`,
  }
  order.status__name = 'PAYMENT PENDING'
  if (businessFault(request) === 'reserve-after-payment') order.pendingFault = 'reserve-after-payment'
  store.payments.set(id, order.id)
  return { success: true, payment_id: id, payment_url: `/api/v2/demo/payment/${id}`, amount, currency: 'EUR', contract }
}

export const paymentHandlers = [
  http.post(
    '*/api/v2/order/:id/payment/prepare',
    handle(async ({ request, params }) => {
      const order = loadOrder(request, params)
      const body = await parseBody(request, paymentPrepareRequestSchema)
      return json(preparePayment(order, request, body.contract, body.return_url, body.cancel_url))
    }),
  ),

  http.post(
    '*/api/v2/order/:id/payment/prepare/low-cost-carrier',
    handle(async ({ request, params }) => {
      const order = loadOrder(request, params)
      const body = await parseBody(request, lowCostPaymentPrepareRequestSchema)
      const reserved = requireReserved(order)
      if (order.solution_id !== body.solution_id && reserved.solution.id !== body.solution_id) throw notFound('Solution')
      return json(preparePayment(order, request, body.contract, body.return_url, body.cancel_url))
    }),
  ),

  http.get(
    '*/api/v2/order/:id/payment/floa/simulate',
    handle(({ request, params }) => {
      loadOrder(request, params)
      const q = parseQuery(request, floaSimulateQuerySchema)
      const today = todayInParis()
      // Below the offer's minimum, no product is offered.
      if (!instalmentsOffered(q.amount)) return json([])
      return json(
        q.product_codes.map((code) => {
          const { feeRate, count } = floaProduct(code)!
          const fees = round2(q.amount * feeRate)
          return {
            product_code: code,
            customer_fees: fees,
            total_amount: round2(q.amount + fees),
            simulated_installments: instalmentSchedule(q.amount + fees, count, today),
          }
        }),
      )
    }),
  ),
]

/** Completes (or cancels) a payment from the demo payment page; a completed one sends the confirmation e-mail. */
export async function settlePayment(paymentId: string, outcome: 'pay' | 'cancel', fault: string | null): Promise<{ order: Order; redirect: string } | null> {
  const orderId = store.payments.get(paymentId)
  const order = orderId === undefined ? undefined : store.orders.get(orderId)
  if (!order || !order.payment || order.payment.id !== paymentId) return null
  if (order.payment.status !== 'pending') return { order, redirect: order.payment.status === 'paid' ? order.payment.returnUrl : order.payment.cancelUrl }
  if (outcome === 'cancel') {
    order.payment.status = 'cancelled'
    order.status__name = 'PAYMENT CANCELLED'
    return { order, redirect: order.payment.cancelUrl }
  }
  order.payment.status = 'paid'
  if (fault === 'reserve-after-payment' || order.pendingFault === 'reserve-after-payment') {
    order.status__name = 'ERROR FLIGHT RESERVE AFTER PAYMENT'
    order.pnr = null
  } else {
    order.status__name = 'CONFIRMED'
  }
  order.pendingFault = null
  await sendBookingConfirmation(order)
  return { order, redirect: order.payment.returnUrl }
}
