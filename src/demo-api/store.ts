import type { Solution } from '~/api-contract/flights'

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
  password: string
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
  kind: 'login-code' | 'login-link' | 'confirm-email'
  code?: string
  link?: string
  text: string
  sentAt: string
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
  /** Solutions of the last search on this order, by id. */
  solutions: Map<string, Solution>
  solution_id: string | null
  reserved: { solution: Solution; ticket_price: number; pnr: string } | null
  ancillaries: { externalId: string; type: string }[]
  payment: { id: string; amount: number; contract: string; status: 'pending' | 'paid' | 'cancelled'; returnUrl: string; cancelUrl: string } | null
  /** Business fault to apply when the payment completes (`reserve-after-payment`). */
  pendingFault: string | null
  pnr: string | null
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

class DemoStore {
  readonly sessions = new Set<string>()
  readonly orders = new Map<number, Order>()
  readonly accounts = new Map<string, Account>()
  readonly userSessions = new Map<string, Session>()
  /** Pending sign-in codes by e-mail; `attempts` counts wrong tries, `revoked` after too many. */
  readonly loginCodes = new Map<string, { code: string; expires: number; attempts: number; revoked: boolean }>()
  /** E-mail link tokens → e-mail. */
  readonly linkTokens = new Map<string, { email: string; expires: number }>()
  readonly mailbox: MailMessage[] = []
  readonly payments = new Map<string, number>()
  faultRules: FaultRule[] = []
  /** How long the `timeout` fault hangs before answering 504. */
  timeoutFaultMs = 60_000
  private nextId = { order: 100_001, account: 5001, item: 1, mail: 1, fault: 1 }

  createSession(): string {
    const token = randomHex(24)
    this.sessions.add(token)
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

  sendMail(message: Omit<MailMessage, 'id' | 'sentAt'>): MailMessage {
    const mail = { ...message, id: this.nextId.mail++, sentAt: new Date().toISOString() }
    this.mailbox.unshift(mail)
    if (this.mailbox.length > 500) this.mailbox.length = 500
    return mail
  }
}

export const store = new DemoStore()
