import { MAIL_WINDOW_SECONDS, MAX_CODE_ATTEMPTS, MAX_MAILS_PER_WINDOW } from '~/api-contract/constants'
import { HttpError, unauthorized } from '../lib/http'
import type { z } from 'zod'
import type { payerRequestSchema } from '~/api-contract/orders'
import { claimAddress, requesterToken } from '../mailbox'
import { store, type Account } from '../store'

/** Accounts' shared parts: the profile view, a signed-in session's reply, the sign-in e-mails and their quota, and the demo account. */

export const CODE_TTL_MS = 10 * 60_000
const LINK_TTL_MS = 24 * 3600_000

/**
 * Rate limits: at most MAX_MAILS_PER_WINDOW codes or links to one address per window, and
 * MAX_CODE_ATTEMPTS wrong tries per code, after which the code is revoked. Both answer 429.
 */
export const tooMany = (code: 'too_many_attempts' | 'too_many_requests', message: string, retryAfter: number) =>
  new HttpError(429, code, message, undefined, retryAfter)

export function checkMailQuota(email: string) {
  const since = Date.now() - MAIL_WINDOW_SECONDS * 1000
  const recent = store.mailbox.filter((m) => m.to === email && Date.parse(m.sentAt) > since)
  if (recent.length < MAX_MAILS_PER_WINDOW) return
  const oldest = Math.min(...recent.map((m) => Date.parse(m.sentAt)))
  throw tooMany(
    'too_many_requests',
    'Too many e-mails sent to this address, try again later',
    Math.ceil((oldest + MAIL_WINDOW_SECONDS * 1000 - Date.now()) / 1000),
  )
}

export function profile(account: Account) {
  return {
    id: account.id,
    gender: account.gender,
    lastName: account.lastName,
    firstName: account.firstName,
    fullName: `${account.firstName} ${account.lastName}`.trim(),
    birthDay: account.birthDay,
    birthMonth: account.birthMonth,
    birthYear: account.birthYear,
    phoneNumber: account.phoneNumber,
    phoneCode: account.phoneCode,
    email: account.email,
    consents: account.consents,
    email_verified: account.email_verified,
    has_password: account.password !== null,
    addresses: account.addresses,
  }
}

export function sessionReply(accountEmail: string, rememberMe: boolean) {
  const session = store.createUserSession(accountEmail)
  const account = store.accounts.get(accountEmail)!
  return {
    access_token: session.accessToken,
    token_type: 'Bearer',
    expires_in: rememberMe ? 30 * 86400 : 86400,
    remember_me: rememberMe,
    user: profile(account),
  }
}

export function sendLink(request: Request, accountEmail: string, kind: 'login-link' | 'confirm-email', redirect?: string) {
  const token = store.randomToken(16)
  store.linkTokens.set(token, { email: accountEmail, expires: Date.now() + LINK_TTL_MS })
  const link = `/auth/check-email?token=${token}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`
  store.sendMail({
    to: accountEmail,
    owner: requesterToken(request),
    kind,
    subject: kind === 'confirm-email' ? 'Activez votre compte Horizon Voyages' : 'Votre lien de connexion Horizon Voyages',
    link,
    text: kind === 'confirm-email' ? 'Cliquez sur le lien pour activer votre compte.' : 'Cliquez sur le lien pour vous connecter.',
  })
}

/**
 * Checks a sign-in code sent to `email` (login/confirm, set-password): consumed when right; a
 * wrong one counts, and the MAX_CODE_ATTEMPTS-th revokes the code (429 until a new one is asked).
 */
export function consumeCode(email: string, otp: string): void {
  const pending = store.loginCodes.get(email)
  const blocked = () => tooMany('too_many_attempts', 'Too many wrong codes, ask for a new one', Math.ceil((pending!.expires - Date.now()) / 1000))
  if (pending?.revoked) throw blocked()
  if (!pending || pending.expires < Date.now()) throw unauthorized('Invalid or expired code')
  if (pending.code !== otp) {
    pending.attempts += 1
    if (pending.attempts >= MAX_CODE_ATTEMPTS) {
      pending.revoked = true
      throw blocked()
    }
    throw unauthorized('Invalid or expired code')
  }
  store.loginCodes.delete(email)
}

/**
 * The booking's opt-in ('create_account' on the payer): an account without a password for the
 * payer's e-mail when none exists, with a link mailed to confirm it (the user may later sign in
 * by code and create a password in the client space).
 */
export function openBookingAccount(request: Request, payer: z.output<typeof payerRequestSchema>): void {
  const email = payer.email.trim().toLowerCase()
  if (!payer.create_account || store.accounts.has(email)) return
  const [y, m, d] = payer.birth_date.split('-').map(Number) as [number, number, number]
  const phoneCode = (payer.phone_country_prefix ?? '33').replace(/^\+/, '')
  store.accounts.set(email, {
    id: store.newAccountId(),
    email,
    password: null,
    gender: /^mr$/i.test(payer.title) ? 'male' : 'female',
    firstName: payer.first_name,
    lastName: payer.last_name,
    birthDay: d,
    birthMonth: m,
    birthYear: y,
    phoneNumber: payer.phone.replace(/^\+/, ''),
    phoneCode,
    email_verified: false,
    consents: { receive_email_comm: payer.subscribe_to_newsletter, receive_promo_offers: false, no_postal_offers: false },
    addresses: [
      {
        id: store.newItemId(),
        address_type: 'billing',
        country: payer.country.toLowerCase(),
        default: true,
        delivery_note: encoded({ note: '', elevator: false }),
        locality: payer.city,
        phone_number: payer.phone,
        postal_code: payer.postal_code,
        recipient: encoded({ first_name: payer.first_name, last_name: payer.last_name }),
        street_address: encoded({ street_number: '', street: payer.address }),
      },
    ],
    travelers: [],
    favorites: [],
    viewed: [],
  })
  claimAddress(email, request)
  try {
    checkMailQuota(email)
    sendLink(request, email, 'confirm-email')
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
  }
}

export const encoded = (value: Record<string, unknown>) => JSON.stringify(value).replace(/"/g, "'")

function seedAccount() {
  const demoEmail = 'demo@horizon-voyages.example'
  if (store.accounts.has(demoEmail)) return
  store.accounts.set(demoEmail, {
    id: store.newAccountId(),
    email: demoEmail,
    password: 'Voyage2026!',
    gender: 'female',
    firstName: 'Camille',
    lastName: 'Martin',
    birthDay: 14,
    birthMonth: 5,
    birthYear: 1986,
    phoneNumber: '612345678',
    phoneCode: '33',
    email_verified: true,
    consents: { receive_email_comm: true, receive_promo_offers: true, no_postal_offers: false },
    addresses: [
      {
        id: store.newItemId(),
        address_type: 'delivery',
        country: 'fr',
        default: true,
        delivery_note: encoded({ note: 'Digicode 4821', elevator: true }),
        locality: 'Lyon',
        phone_number: '612345678',
        postal_code: '69002',
        recipient: encoded({ first_name: 'Camille', last_name: 'Martin' }),
        street_address: encoded({ street_number: '12', street: 'rue de la République' }),
      },
    ],
    travelers: [
      {
        id: store.newItemId(),
        category: 'ADT',
        title: 'Mrs',
        first_name: 'Camille',
        last_name: 'Martin',
        birth_date: '1986-05-14',
        email: demoEmail,
        phone: '612345678',
      },
      { id: store.newItemId(), category: 'CHD', title: 'Mr', first_name: 'Léo', last_name: 'Martin', birth_date: '2017-09-02', email: null, phone: null },
    ],
    favorites: [],
    viewed: [],
  })
}
seedAccount()
