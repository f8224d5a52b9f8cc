import type { Temporal } from 'temporal-polyfill'
import { z } from 'zod'
import { PRICE_HOLD_SECONDS } from '~/api-contract/constants'
import {
  LOW_COST_ANCILLARY_TYPE,
  paymentPrepareReplySchema,
  reserveReplySchema,
  selectAncillariesReplySchema,
  type PassengerRequest,
  type PayerRequest,
} from '~/api-contract/orders'
import { todayInParis } from '~/lib/dates'
import { dialCode, stripSpaces } from '~/lib/phone'
import { attachOrderToUser } from '~/features/trips/server'
import { apiPath, apiRequest } from '~/server/api'
import { errorText } from '~/server/error-messages'
import { mediaUrl } from '~/server/media'
import type { BookingStep } from './booking.schema'
import { draftSchema, dropState, loadBooking, updateState, type LoadedBooking } from './booking.server'
import { priceBreakdown, toEuros } from './model/money'
import { isInstalment, paymentMethods } from './model/payment-methods'
import { hasErrors, validatePassengers, validatePayer } from './model/rules'
import { TERMS, type BookingDraft, type DraftSaved, type StepOutcome } from './model/types'

/** Server-only: what each step's 'Continuer' sends to the API, after checking the draft again. */

function passengersPayload(draft: BookingDraft, booking: LoadedBooking): PassengerRequest[] {
  const offer = booking.view.ancillaries
  return draft.passengers.map((p, i) => {
    const adult = p.type === 'ADT'
    const phone = stripSpaces(p.phoneNumber)
    const ancillaries =
      offer?.kind === 'regular'
        ? offer.items.filter((a) => a.passengerIndex === i && draft.ancillaries.includes(a.externalId)).map((a) => ({ externalId: a.externalId, type: a.type }))
        : []
    return {
      category: p.type,
      title: p.salutation as 'Mr' | 'Mrs',
      first_name: p.firstName.trim(),
      last_name: p.lastName.trim(),
      birth_date: p.dateOfBirth,
      email: adult && p.email.trim() ? p.email.trim() : null,
      phone: adult && phone ? phone : null,
      phone_country_prefix: adult && phone ? dialCode(p.phoneCountry) : null,
      ancillaries,
    }
  })
}

function payerPayload(draft: BookingDraft): PayerRequest {
  const p = draft.payer
  return {
    title: p.salutation as 'Mr' | 'Mrs',
    first_name: p.firstName.trim(),
    last_name: p.lastName.trim(),
    birth_date: p.dateOfBirth,
    email: p.email.trim(),
    phone: stripSpaces(p.phoneNumber),
    phone_country_prefix: dialCode(p.phoneCountry),
    address: p.address.trim(),
    postal_code: p.postalCode.trim(),
    city: p.city.trim(),
    country: p.country,
    create_account: p.createAccountOptIn,
    subscribe_to_newsletter: p.subscribeNewsletterOptIn,
  }
}

function totalEuros(draft: BookingDraft, booking: LoadedBooking): number {
  const insurance = booking.view.insurances.find((i) => i.id === draft.insuranceId) ?? null
  const passengers = booking.view.solution.priceInfo.passengerNumber
  return toEuros(
    priceBreakdown({ ticketCents: booking.view.ticketPriceCents, passengers, ancillaries: booking.view.ancillaries, selected: draft.ancillaries, insurance })
      .totalCents,
  )
}

async function updateOrder(booking: LoadedBooking, body: Record<string, unknown>) {
  await apiRequest({
    path: apiPath`/order/${booking.view.orderId}/`,
    method: 'PUT',
    body,
    schema: z.unknown(),
    error: 'Failed to update order',
    token: booking.token,
  })
}

/** Reserves the chosen fare when it is not the one the order holds. */
async function reserveFare(booking: LoadedBooking, draft: BookingDraft, acceptNewPrice: boolean): Promise<StepOutcome | null> {
  const wanted = draft.fareId ?? booking.view.solution.id
  if (wanted === booking.view.reservedId && !acceptNewPrice) return null
  const reply = await apiRequest({
    path: apiPath`/order/${booking.view.orderId}/ticket/reserve`,
    method: 'POST',
    body: { solution_id: wanted, ...(acceptNewPrice ? { accept_new_price: true } : {}) },
    schema: reserveReplySchema,
    error: 'Failed to reserve order',
    token: booking.token,
  }).catch(() => null)
  if (reply?.success) return null
  // The dialogs' texts come from the error catalogue, by the airline's code and the provider.
  const provider = booking.view.gdsType === 'LOW_COST_CARRIER' ? 'lowcost' : 'amadeus'
  const text = (code: string) => errorText(reply?.error?.code ?? code, provider)
  if (reply && reply.new_ticket_price !== null && reply.new_total_price !== null)
    return { status: 'price-changed', newTotal: reply.new_total_price, text: await text('PRICE_CHANGED') }
  if (reply && reply.new_ticket_price !== null) return { status: 'fare-changed', text: await text('FARE_CHANGED') }
  return { status: 'reserve-failed', text: await text('AIRLINE_RESERVATION_FAILED') }
}

async function selectOptions(booking: LoadedBooking, draft: BookingDraft): Promise<StepOutcome | null> {
  const offer = booking.view.ancillaries
  if (!offer) return null
  const ancillaries =
    offer.kind === 'regular'
      ? offer.items.filter((a) => draft.ancillaries.includes(a.externalId)).map((a) => ({ externalId: a.externalId, type: a.type }))
      : offer.items.filter((i) => draft.ancillaries.includes(i.id)).map((i) => ({ externalId: i.id, type: LOW_COST_ANCILLARY_TYPE }))
  const reply = await apiRequest({
    path: apiPath`/order/${booking.view.orderId}/ticket/ancillaries`,
    method: 'POST',
    body: { ancillaries },
    schema: selectAncillariesReplySchema,
    error: 'Failed to select ancillaries',
    token: booking.token,
  })
  if (!reply.ancillaries_response.success) return { status: 'ancillaries-error', message: reply.ancillaries_response.error ?? 'Option indisponible' }
  return null
}

const paymentFailed = async (): Promise<StepOutcome> => ({ status: 'payment-failed', text: await errorText('PAYMENT_PREPARE_FAILED', 'payline') })

async function preparePayment(booking: LoadedBooking, draft: BookingDraft): Promise<StepOutcome> {
  const contracts = booking.view.agency?.available_contracts ?? ['CB']
  const methods = paymentMethods(contracts, totalEuros(draft, booking))
  const method = draft.paymentMethod
  if (!method || ![...methods.direct, ...methods.instalments].includes(method))
    return { status: 'invalid', message: 'Vous devez sélectionner un moyen de paiement' }
  if (TERMS.some((t) => !draft.terms[t])) return { status: 'invalid', message: 'Vous devez valider les conditions générales de vente' }
  const orderId = booking.view.orderId
  try {
    await updateOrder(booking, {
      client: payerPayload(draft),
      passengers: passengersPayload(draft, booking),
      insurance: draft.insuranceId,
      agency_contract: method,
      amount: totalEuros(draft, booking),
    })
    // Paid signed in, the booking is the account's whoever pays ('Mes voyages').
    await attachOrderToUser(orderId, booking.token)
    const urls = {
      contract: method,
      return_url: `/booking/confirmation?order_id=${orderId}`,
      cancel_url: `/booking/summary?order_id=${orderId}&payment=cancelled`,
    }
    const lowCost = booking.view.gdsType === 'LOW_COST_CARRIER'
    const reply = await apiRequest({
      path: lowCost ? apiPath`/order/${orderId}/payment/prepare/low-cost-carrier` : apiPath`/order/${orderId}/payment/prepare`,
      method: 'POST',
      body: lowCost ? { solution_id: booking.view.reservedId, ...urls } : urls,
      schema: paymentPrepareReplySchema,
      error: 'Failed to get payment data',
      token: booking.token,
    })
    if (!reply.success) return paymentFailed()
    return { status: 'payment-ready', url: mediaUrl(reply.payment_url) }
  } catch {
    return paymentFailed()
  }
}

function checkStep(step: BookingStep, draft: BookingDraft, booking: LoadedBooking, today: Temporal.PlainDate): string | null {
  if (step === 'passengers') {
    const result = validatePassengers(draft.passengers, booking.view.trip, today)
    const counts = booking.view.counts
    const types = draft.passengers.map((p) => p.type).join()
    const expected = [...Array(counts.adults).fill('ADT'), ...Array(counts.childrens).fill('CHD'), ...Array(counts.infants).fill('INF')].join()
    if (types !== expected) return 'Les passagers ne correspondent pas à la recherche.'
    return result.valid ? null : (result.booking ?? 'Veuillez corriger les informations des passagers.')
  }
  if (step === 'contact') return hasErrors(validatePayer(draft.payer, today)) ? 'Veuillez corriger les coordonnées du payeur.' : null
  if (step === 'fares' && draft.fareId && !booking.view.fares.some((f) => f.id === draft.fareId)) return 'Ce tarif n’est plus proposé.'
  if (step === 'insurance' && draft.insuranceId !== null && !booking.view.insurances.some((i) => i.id === draft.insuranceId))
    return 'Cette assurance n’est plus proposée.'
  return null
}

/**
 * 'Continuer' on a step: the draft is stored, checked, sent to the API as the step needs; the
 * step is then completed. Business outcomes come back for the modals; what was typed stays.
 */
export async function completeStep(
  orderId: string,
  step: BookingStep | 'payment',
  input: unknown,
  acceptNewPrice: boolean,
  baseRev?: number,
): Promise<StepOutcome> {
  const parsed = draftSchema().safeParse(input)
  if (!parsed.success) return { status: 'invalid', message: 'La demande est invalide. Veuillez vérifier les informations saisies.' }
  const draft = parsed.data as BookingDraft
  const booking = await loadBooking(orderId)
  if (!booking || booking.view.paid) return { status: 'gone' }
  if (booking.view.state.expired) return { status: 'expired' }
  const stored = await storeDraft(booking, draft, baseRev)
  if (stored.status === 'conflict') return stored
  // Refused after the draft was kept: the tab learns the revision it builds on from now.
  const kept = (refused: StepOutcome): StepOutcome => ({ ...refused, savedRev: stored.rev })
  const problem = step === 'payment' ? null : checkStep(step, draft, booking, todayInParis())
  if (problem) return kept({ status: 'invalid', message: problem })

  let outcome: StepOutcome | null = null
  if (step === 'fares') outcome = await reserveFare(booking, draft, acceptNewPrice)
  else if (step === 'passengers') await updateOrder(booking, { passengers: passengersPayload(draft, booking) })
  else if (step === 'contact') await updateOrder(booking, { client: payerPayload(draft) })
  else if (step === 'ancillaries') outcome = await selectOptions(booking, draft)
  else if (step === 'insurance') await updateOrder(booking, { insurance: draft.insuranceId })
  else if (step === 'payment') return kept(await preparePayment(booking, draft))
  if (outcome) return kept(outcome)

  const next = await updateState(booking, (s) => ({
    ...s,
    completed: s.completed.includes(step as BookingStep) ? s.completed : [...s.completed, step as BookingStep],
    rev: s.rev + 1,
  }))
  return { status: 'ok', rev: next.rev }
}

/**
 * The draft as typed, kept (not checked: a step checks it on 'Continuer'); a malformed one is
 * ignored. With `baseRev` (the revision the tab's copy builds on), refused when another tab or
 * device saved since: the reply carries theirs, for the tab to merge.
 */
export async function saveDraft(orderId: string, input: unknown, baseRev?: number): Promise<DraftSaved | null> {
  const parsed = draftSchema().safeParse(input)
  if (!parsed.success) return null
  const draft = parsed.data as BookingDraft
  const booking = await loadBooking(orderId)
  if (!booking) return null
  return storeDraft(booking, draft, baseRev)
}

async function storeDraft(booking: LoadedBooking, draft: BookingDraft, baseRev: number | undefined): Promise<DraftSaved> {
  let conflict = false
  const state = await updateState(booking, (s) => {
    conflict = baseRev !== undefined && s.rev !== baseRev
    return conflict ? s : { ...s, draft, rev: s.rev + 1 }
  })
  return conflict ? { status: 'conflict', rev: state.rev, draft: state.draft } : { status: 'saved', rev: state.rev }
}

/** 'Continuer ma réservation' before the end of the hold (WCAG 2.2.1): a new hold from now. */
export async function extendHold(orderId: string): Promise<{ expiresAt: number; now: number } | null> {
  const booking = await loadBooking(orderId)
  if (!booking || booking.view.state.expired) return null
  const now = Date.now()
  await updateState(booking, (s) => ({ ...s, holdStartedAt: now }))
  return { expiresAt: now + PRICE_HOLD_SECONDS * 1000, now }
}

/** The hold ended (the browser's clock said so): prices are dropped, the booking cannot go on. */
export async function expireHold(orderId: string): Promise<void> {
  const booking = await loadBooking(orderId)
  if (!booking || booking.view.paid) return
  await updateState(booking, (s) => ({ ...s, expired: true }))
}

export async function forgetBooking(key: string): Promise<void> {
  await dropState(key)
}

export const isInstalmentMethod = isInstalment
