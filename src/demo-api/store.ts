import type { Solution } from '~/api-contract/flights'
import type { Party } from '~/api-contract/party'
import { BoundedMap } from '~/lib/bounded-map'
import type { FlightSearch } from './flights/generate'

/** The demo API's in-memory state, for the life of the server process. */

export interface StoredAddress {
  id: number
  address_type: 'billing' | 'delivery'
  country: string
  default: boolean
  delivery_note: string
  locality: string
  phone_number: string
  postal_code: string
  recipient: string
  street_address: string
}

export interface Traveler {
  id: number
  [field: string]: unknown
}

export interface Account {
  id: number
  email: string
  /** null: an account opened without one (code-only sign-in, the booking's opt-in). */
  password: string | null
  gender: 'male' | 'female'
  firstName: string
  lastName: string
  birthDay: number | null
  birthMonth: number | null
  birthYear: number | null
  phoneNumber: string
  phoneCode: string
  email_verified: boolean
  consents: { receive_email_comm: boolean; receive_promo_offers: boolean; no_postal_offers: boolean }
  addresses: StoredAddress[]
  travelers: Traveler[]
  favorites: { id: number; product_id: number; created_at: string }[]
  viewed: { id: number; product_id: number; viewed_at: string }[]
  /** Watched flight searches (price-alerts.ts); absent until the first one. */
  priceAlerts?: StoredPriceAlert[]
  /** Quotes and options asked of an agency (agency-requests.ts); absent until the first one. */
  agencyRequests?: StoredAgencyRequest[]
}

export interface StoredAgencyRequest {
  id: number
  kind: 'quote' | 'option'
  productId: number
  agencyId: number
  departureDate: string | null
  departureCity: string | null
  nights: number | null
  party: Party
  contact: { first_name: string; last_name: string; email: string; phone: string; contact_time: string }
  message: string
  price: number | null
  createdAt: string
  /** An option's end of hold (ms since the epoch); null for a quote. */
  expiresAt: number | null
}

export interface StoredPriceAlert {
  id: number
  search: FlightSearch
  /** The site's results page of the search (the mail's link). */
  resultsPath: string
  createdAt: string
  initialPrice: number | null
  currentPrice: number | null
  /** What a drop is measured from: the price at creation (or the first seen), then the last one mailed. */
  referencePrice: number | null
  checkedAt: string
}

export interface Session {
  accessToken: string
  email: string
  createdAt: number
}

export interface MailMessage {
  id: number
  to: string
  subject: string
  kind: 'login-code' | 'login-link' | 'confirm-email' | 'password-reset' | 'booking-confirmation' | 'price-alert' | 'agency-request'
  code?: string
  link?: string
  /** The plain-text part (what the mailbox page shows). */
  text: string
  /** The HTML part, when the mail has one. */
  html?: string
  attachments?: { filename: string; contentType: string; content: string }[]
  sentAt: string
  /** The reservation token of the browser that asked for it: only that browser sees it (mailbox.ts). */
  owner?: string
}

export interface OrderPassenger {
  category: 'ADT' | 'CHD' | 'INF'
  title: string
  first_name: string
  last_name: string
  birth_date: string
  email?: string | null | undefined
  phone?: string | null | undefined
  ancillaries?: unknown[] | undefined
}

export interface Order {
  id: number
  token: string
  created_at: string
  status__name: string
  agency: number | null
  agency_contract: string | null
  client: Record<string, unknown> | null
  amount: number | null
  passengers: OrderPassenger[]
  insurance: number | null
  search: { search_data: unknown } | null
  /**
   * How to get the solutions of the last search on this order (generation is deterministic:
   * `orderSolutions` finds them in the shared search cache or generates them again), so that an
   * order does not keep hundreds of solutions alive. null: no search, or none found.
   */
  searched: SearchRef | null
  solution_id: string | null
  reserved: { solution: Solution; ticket_price: number; pnr: string } | null
  ancillaries: { externalId: string; type: string }[]
  payment: { id: string; amount: number; contract: string; status: 'pending' | 'paid' | 'cancelled'; returnUrl: string; cancelUrl: string } | null
  /** Business fault to apply when the payment completes (`reserve-after-payment`). */
  pendingFault: string | null
  pnr: string | null
  /** The account (e-mail) that paid it signed in ('Mes voyages'; also the payer's account once signed in). */
  owner?: string
  /** The last cancellation or modification request, recorded as sent. */
  request?: { kind: 'cancellation' | 'modification'; requested_at: string }
}

export interface SearchRef {
  search: FlightSearch
  count: number | undefined
  forceAirportChange: boolean
}

/** A demo control: searches whose first segment matches answer prices moved by `percent` (price-shifts.ts). */
export interface PriceShift {
  id: number
  from: string
  to: string
  /** Only searches leaving that day (YYYY-MM-DD); null: any day. */
  departure: string | null
  percent: number
}

export interface FaultRule {
  id: number
  /** Glob on the path under /api/v2 (`*` any characters), e.g. `/order/*\/ticket/search`. */
  path: string
  method: string | null
  fault: string
  /** Remaining uses; null = until cleared. */
  times: number | null
}

const randomHex = (bytes: number) => {
  const buf = new Uint8Array(bytes)
  crypto.getRandomValues(buf)
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('')
}

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/**
 * Every collection that grows with visitors is bounded and expires (a crawler or a
 * stream of first visits must not take the process down). Reads renew sessions, orders and
 * accounts in use; the least recently used go first when a collection is full.
 */
export const STORE_LIMITS = {
  sessions: { maxEntries: 50_000, ttlMs: 7 * DAY, slide: true },
  orders: { maxEntries: 5_000, ttlMs: DAY, slide: true },
  accounts: { maxEntries: 10_000, ttlMs: 30 * DAY, slide: true },
  userSessions: { maxEntries: 20_000, ttlMs: 30 * DAY, slide: true },
  loginCodes: { maxEntries: 5_000, ttlMs: HOUR },
  linkTokens: { maxEntries: 5_000, ttlMs: DAY },
  resetTokens: { maxEntries: 5_000, ttlMs: HOUR },
  payments: { maxEntries: 5_000, ttlMs: DAY, slide: true },
  mailbox: { maxEntries: 500, ttlMs: DAY },
  mailOwners: { maxEntries: 10_000, ttlMs: 30 * DAY, slide: true },
} as const

export class DemoStore {
  /** Reservation tokens → creation time. */
  readonly sessions = new BoundedMap<string, number>(STORE_LIMITS.sessions)
  readonly orders = new BoundedMap<number, Order>(STORE_LIMITS.orders)
  readonly accounts = new BoundedMap<string, Account>(STORE_LIMITS.accounts)
  readonly userSessions = new BoundedMap<string, Session>(STORE_LIMITS.userSessions)
  /** Pending sign-in codes by e-mail; `attempts` counts wrong tries, `revoked` after too many. */
  readonly loginCodes = new BoundedMap<string, { code: string; expires: number; attempts: number; revoked: boolean }>(STORE_LIMITS.loginCodes)
  /** E-mail link tokens → e-mail. */
  readonly linkTokens = new BoundedMap<string, { email: string; expires: number }>(STORE_LIMITS.linkTokens)
  /** Password reset link tokens → e-mail (single use, expiring). */
  readonly resetTokens = new BoundedMap<string, { email: string; expires: number }>(STORE_LIMITS.resetTokens)
  private mails: MailMessage[] = []
  readonly payments = new BoundedMap<string, number>(STORE_LIMITS.payments)
  /**
   * The browsers whose mailbox an address is (mailbox.ts): by e-mail, the reservation token that
   * registered it and the mailbox ids of the browsers that held that token.
   */
  readonly mailOwners = new BoundedMap<string, string[]>(STORE_LIMITS.mailOwners)
  faultRules: FaultRule[] = []
  priceShifts: PriceShift[] = []
  /** How long the `timeout` fault hangs before answering 504. */
  timeoutFaultMs = 60_000
  private nextId = { order: 100_001, account: 5001, item: 1, mail: 1, fault: 1 }

  createSession(): string {
    const token = randomHex(24)
    this.sessions.set(token, Date.now())
    return token
  }

  /** A new token for a known session: its orders and mail follow it, the old token stops working. */
  rotateSession(old: string): string | undefined {
    if (!this.sessions.has(old)) return undefined
    const token = this.createSession()
    for (const order of this.orders.values()) if (order.token === old) order.token = token
    for (const mail of this.mails) if (mail.owner === old) mail.owner = token
    for (const owners of this.mailOwners.values()) {
      const at = owners.indexOf(`t:${old}`)
      if (at >= 0) owners[at] = `t:${token}`
    }
    this.sessions.delete(old)
    return token
  }

  newOrderId() {
    return this.nextId.order++
  }
  newAccountId() {
    return this.nextId.account++
  }
  newItemId() {
    return this.nextId.item++
  }
  newFaultId() {
    return this.nextId.fault++
  }

  createUserSession(email: string): Session {
    const session = { accessToken: randomHex(24), email, createdAt: Date.now() }
    this.userSessions.set(session.accessToken, session)
    return session
  }

  randomToken(bytes = 16) {
    return randomHex(bytes)
  }

  /** A 6-digit sign-in code from a cryptographic source. */
  randomCode(): string {
    const buf = new Uint32Array(1)
    crypto.getRandomValues(buf)
    return String(buf[0]! % 1_000_000).padStart(6, '0')
  }

  /** The demo mailbox, newest first: the last 500 messages of the last 24 hours. */
  get mailbox(): readonly MailMessage[] {
    const since = Date.now() - STORE_LIMITS.mailbox.ttlMs
    if (this.mails.length && Date.parse(this.mails.at(-1)!.sentAt) <= since) this.mails = this.mails.filter((m) => Date.parse(m.sentAt) > since)
    return this.mails
  }

  get nextIdSnapshot() {
    return { ...this.nextId }
  }
  set nextIdSnapshot(next: { order: number; account: number; item: number; mail: number; fault: number }) {
    if (next) this.nextId = { ...this.nextId, ...next }
  }

  restoreMails(mails: MailMessage[]) {
    this.mails = mails.slice(0, STORE_LIMITS.mailbox.maxEntries)
  }

  sendMail(message: Omit<MailMessage, 'id' | 'sentAt'>): MailMessage {
    const mail = { ...message, id: this.nextId.mail++, sentAt: new Date().toISOString() }
    this.mails = [mail, ...this.mailbox.slice(0, STORE_LIMITS.mailbox.maxEntries - 1)]
    return mail
  }
}

/** The store's state as JSON (the demo API service keeps it in a shared store across restarts). */
export interface DemoSnapshot {
  version: 1
  maps: Record<PersistedMap, Array<[unknown, unknown, number]>>
  mails: MailMessage[]
  faultRules: FaultRule[]
  priceShifts?: PriceShift[]
  nextId: DemoStore['nextIdSnapshot']
}

const PERSISTED_MAPS = ['sessions', 'orders', 'accounts', 'userSessions', 'loginCodes', 'linkTokens', 'resetTokens', 'payments', 'mailOwners'] as const
type PersistedMap = (typeof PERSISTED_MAPS)[number]

export function snapshotOf(target: DemoStore): DemoSnapshot {
  const maps = Object.fromEntries(PERSISTED_MAPS.map((name) => [name, (target[name] as BoundedMap<unknown, unknown>).dump()])) as DemoSnapshot['maps']
  return { version: 1, maps, mails: [...target.mailbox], faultRules: target.faultRules, priceShifts: target.priceShifts, nextId: target.nextIdSnapshot }
}

export function restoreSnapshot(target: DemoStore, snapshot: DemoSnapshot): void {
  if (snapshot?.version !== 1) return
  for (const name of PERSISTED_MAPS) (target[name] as BoundedMap<unknown, unknown>).load(snapshot.maps[name] ?? [])
  target.restoreMails(snapshot.mails ?? [])
  target.faultRules = snapshot.faultRules ?? []
  target.priceShifts = snapshot.priceShifts ?? []
  target.nextIdSnapshot = snapshot.nextId
}

export const store = new DemoStore()
