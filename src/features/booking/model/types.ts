import type { Agency } from '~/api-contract/agencies'
import type { PaymentContract } from '~/api-contract/constants'
import type { BrandedFare, Solution } from '~/api-contract/flights'
import type { ErrorText } from '~/api-contract/orders'
import type { Formalities, TermPageContent } from '~/features/content-pages'
import type { SearchUrlParams } from '~/features/flights'
import type { BookingStep } from '../booking.schema'

/**
 * The booking state (booking-and-accounts.md §3): what the traveller typed and chose, kept on
 * the server against the order and mirrored in the browser. Plain types: no zod here, this
 * module is in every booking page.
 */

export type PassengerType = 'ADT' | 'CHD' | 'INF'
export const PASSENGER_TYPE_LABELS: Record<PassengerType, string> = { ADT: 'Adulte', CHD: 'Enfant', INF: 'Bébé' }

export type Salutation = '' | 'Mr' | 'Mrs'
export const SALUTATION_LABELS: Record<Exclude<Salutation, ''>, string> = { Mr: 'Monsieur', Mrs: 'Madame' }
/** 'né le', 'née le': agreeing with the civility when it is known. */
export const bornWord = (salutation: string): string => (salutation === 'Mr' ? 'né' : salutation === 'Mrs' ? 'née' : 'né(e)')

export interface PersonDraft {
  salutation: Salutation
  firstName: string
  lastName: string
  /** YYYY-MM-DD, or '' while not set. */
  dateOfBirth: string
  /** ISO country of the dialling code (FR → 33). */
  phoneCountry: string
  phoneNumber: string
  email: string
}

export interface PassengerDraft extends PersonDraft {
  type: PassengerType
}

export interface PayerDraft extends PersonDraft {
  address: string
  postalCode: string
  city: string
  country: string
  createAccountOptIn: boolean
  subscribeNewsletterOptIn: boolean
}

export const TERMS = ['order', 'sales', 'formalities', 'children'] as const
export type Term = (typeof TERMS)[number]

export interface BookingDraft {
  /** The branded fare chosen (its id), or null for the reserved one. */
  fareId: string | null
  passengers: PassengerDraft[]
  /** The passenger who pays ('Ce passager règle la commande'), or null. */
  payerIndex: number | null
  payer: PayerDraft
  /** Selected options: ancillary externalIds, or low-cost item ids. */
  ancillaries: string[]
  insuranceId: number | null
  paymentMethod: PaymentContract | null
  terms: Record<Term, boolean>
}

export interface BookingState {
  orderId: string
  /** Bumped by every save: a mirror based on an older revision is stale. */
  rev: number
  /** Start of the price hold, epoch ms (server clock). */
  holdStartedAt: number
  expired: boolean
  /** Steps not needed by this order (no fares, no options, no insurance). */
  skipped: BookingStep[]
  /** Steps validated with 'Continuer'. */
  completed: BookingStep[]
  draft: BookingDraft
}

export interface AncillaryItem {
  externalId: string
  code: string
  name: string
  type: string
  priceCents: number
  /** Index in the booking's passengers (0-based). */
  passengerIndex: number
  /** Segment (direction) index: 1 outbound 'Aller', 2 return 'Retour', …; 0 = every direction. */
  segment: number
}

export type AncillaryOffer =
  | { kind: 'regular'; segments: { index: number; label: string }[]; items: AncillaryItem[] }
  | { kind: 'low-cost'; items: { id: string; name: string; description: string; priceCents: number }[] }

export interface InsuranceOffer {
  id: number
  title: string
  /** Sanitised on the server. */
  html: string
  steps: { min: number; max: number; amount: number }[]
}

export interface TripSummary {
  isOneWay: boolean
  from: { code: string; city: string }
  to: { code: string; city: string }
  /** Local dates YYYY-MM-DD of the first departure, the return (round trip) and the last departure. */
  departureDate: string
  returnDate: string | null
  lastDepartureDate: string
}

/** Everything a booking page needs, read from the order and the API (never the search cache). */
export interface BookingView {
  orderId: string
  status: string
  /** Paid or awaiting its reference: the steps give way to the confirmation. */
  paid: boolean
  trip: TripSummary
  counts: { adults: number; childrens: number; infants: number }
  solution: Solution
  names: { airlines: Record<string, { name: string; logo: string }>; places: Record<string, { name: string; city: string; countryCode: string }> }
  gdsType: 'REGULAR' | 'LOW_COST_CARRIER'
  /** The solution or fare id the order holds now. */
  reservedId: string
  basePriceCents: number
  ticketPriceCents: number
  fares: BrandedFare[]
  /** The fares could not be loaded (the API failed): the fares step offers a retry. */
  faresUnavailable: boolean
  ancillaries: AncillaryOffer | null
  insurances: InsuranceOffer[]
  /** The destination's formalities page, for the summary's boxes (null: none to show). */
  formalities: Formalities | null
  /** The particular sales conditions, for their box (null: none to show). */
  salesConditions: TermPageContent | null
  agency: Agency | null
  /** /search parameters of the order's search, for 'Nouvelle recherche'. */
  searchParams: SearchUrlParams | null
  hold: { expiresAt: number; now: number }
  state: BookingState
}

/** What a step's 'Continuer' (or paying) comes to. `savedRev`: refused after the draft sent was kept, at that revision. */
export type StepOutcome = (
  | { status: 'ok'; rev: number }
  | { status: 'invalid'; message: string }
  | { status: 'price-changed'; newTotal: number; text?: ErrorText | null }
  | { status: 'fare-changed'; text?: ErrorText | null }
  | { status: 'reserve-failed'; text?: ErrorText | null }
  | { status: 'ancillaries-error'; message: string }
  | { status: 'payment-failed'; text?: ErrorText | null }
  | { status: 'payment-ready'; url: string }
  | { status: 'expired' }
  | { status: 'gone' }
  /** Another tab or device saved the booking since `baseRev`: its draft, to merge and send again. */
  | DraftConflict
) & { savedRev?: number }

export interface DraftConflict {
  status: 'conflict'
  rev: number
  draft: BookingDraft
}

/** A draft saved (its revision), or refused because another tab saved since its base. */
export type DraftSaved = { status: 'saved'; rev: number } | DraftConflict

/** A saved traveller offered for prefill on the passengers step (signed-in visitors; wired by the client space). */
export interface SavedTraveller {
  id: number | string
  salutation: Salutation
  firstName: string
  lastName: string
  dateOfBirth: string
  email?: string
  phoneNumber?: string
}
