import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import {
  checkEmailRequestSchema,
  clientAddressesRequestSchema,
  loginCodeRequestSchema,
  loginConfirmRequestSchema,
  loginLinkConfirmRequestSchema,
  loginLinkRequestSchema,
  registerRequestSchema,
  resendEmailRequestSchema,
  updatePasswordRequestSchema,
  updateProfileRequestSchema,
} from '~/api-contract/account'
import { maskEmail } from '~/lib/mask-email'
import { handle, HttpError, json, notFound, parseBody, parseQuery, requireUser, unauthorized } from '../lib/http'
import { claimAddress, requesterToken } from '../mailbox'
import { store, type StoredAddress } from '../store'
import { checkMailQuota, CODE_TTL_MS, encoded, profile, sendLink, sessionReply, consumeCode } from './accounts'

/**
 * Accounts: sign-in by 6-digit code or e-mail link, registration, profile, password,
 * addresses, sign-out (the user's travellers, favourites and viewed products: user.ts).
 * User calls are authorised with `Authorization: Bearer <access_token>`.
 */

export const authHandlers = [
  http.post(
    '*/api/v2/auth/check-email',
    handle(async ({ request }) => {
      const body = await parseBody(request, checkEmailRequestSchema)
      const account = store.accounts.get(body.email)
      return json({ email: body.email, exists: Boolean(account), email_verified: account?.email_verified ?? false })
    }),
  ),

  http.post(
    '*/api/v2/auth/login/code',
    handle(async ({ request }) => {
      const body = await parseBody(request, loginCodeRequestSchema)
      if (!store.accounts.has(body.email)) throw notFound('Account')
      checkMailQuota(body.email)
      const code = store.randomCode()
      store.loginCodes.set(body.email, { code, expires: Date.now() + CODE_TTL_MS, attempts: 0, revoked: false })
      store.sendMail({
        to: body.email,
        owner: requesterToken(request),
        kind: 'login-code',
        subject: `Votre code de connexion : ${code}`,
        code,
        text: `Votre code de connexion est ${code}. Il est valable 10 minutes.`,
      })
      return json({ success: true, email: maskEmail(body.email), expires_in: CODE_TTL_MS / 1000 })
    }),
  ),

  http.post(
    '*/api/v2/auth/login/confirm',
    handle(async ({ request }) => {
      const body = await parseBody(request, loginConfirmRequestSchema)
      consumeCode(body.email, body.otp)
      const account = store.accounts.get(body.email)!
      account.email_verified = true
      return json(sessionReply(body.email, body.remember_me))
    }),
  ),

  http.post(
    '*/api/v2/auth/login/link',
    handle(async ({ request }) => {
      const body = await parseBody(request, loginLinkRequestSchema)
      if (!store.accounts.has(body.email)) throw notFound('Account')
      checkMailQuota(body.email)
      sendLink(request, body.email, 'login-link', body.redirect)
      return json({ success: true, email: maskEmail(body.email) })
    }),
  ),

  http.post(
    '*/api/v2/auth/login/link/confirm',
    handle(async ({ request }) => {
      const body = await parseBody(request, loginLinkConfirmRequestSchema)
      const link = store.linkTokens.get(body.token)
      if (!link || link.expires < Date.now()) throw unauthorized('Invalid or expired link')
      store.linkTokens.delete(body.token)
      const account = store.accounts.get(link.email)
      if (!account) throw unauthorized('Invalid or expired link')
      account.email_verified = true
      return json(sessionReply(link.email, body.remember_me))
    }),
  ),

  http.post(
    '*/api/v2/auth/register',
    handle(async ({ request }) => {
      const body = await parseBody(request, registerRequestSchema)
      if (store.accounts.has(body.email)) throw new HttpError(409, 'conflict', 'An account already exists for this e-mail')
      const [y, m, d] = body.date_of_birth.split('-').map(Number) as [number, number, number]
      const addresses: StoredAddress[] = body.address
        ? [
            {
              id: store.newItemId(),
              address_type: 'delivery',
              country: body.country.toLowerCase(),
              default: true,
              delivery_note: encoded({ note: '', elevator: false }),
              locality: body.city ?? '',
              phone_number: body.phone_number,
              postal_code: body.postal_code ?? '',
              recipient: encoded({ first_name: body.first_name, last_name: body.last_name }),
              street_address: encoded({ street_number: '', street: body.address }),
            },
          ]
        : []
      store.accounts.set(body.email, {
        id: store.newAccountId(),
        email: body.email,
        password: body.password,
        gender: body.gender === 'Mr' ? 'male' : 'female',
        firstName: body.first_name,
        lastName: body.last_name,
        birthDay: d,
        birthMonth: m,
        birthYear: y,
        phoneNumber: body.phone_number,
        phoneCode: body.phone_code,
        email_verified: false,
        consents: { receive_email_comm: body.receive_email_comm, receive_promo_offers: body.receive_promo_offers, no_postal_offers: body.no_postal_offers },
        addresses,
        travelers: [],
        favorites: [],
        viewed: [],
      })
      claimAddress(body.email, request)
      sendLink(request, body.email, 'confirm-email')
      return json({ success: true, email: body.email, email_verified: false }, { status: 201 })
    }),
  ),

  http.post(
    '*/api/v2/auth/resend-email',
    handle(async ({ request }) => {
      const body = await parseBody(request, resendEmailRequestSchema)
      const account = store.accounts.get(body.email)
      if (!account) return json({ success: false })
      checkMailQuota(body.email)
      sendLink(request, body.email, account.email_verified ? 'login-link' : 'confirm-email')
      return json({ success: true })
    }),
  ),

  http.get(
    '*/api/v2/auth/userinfo',
    handle(({ request }) => {
      const { account } = requireUser(request)
      const { fields } = parseQuery(request, z.object({ fields: z.string().max(500).optional() }))
      const full = profile(account)
      if (!fields) return json(full)
      const wanted = fields
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean)
      return json(Object.fromEntries(Object.entries(full).filter(([k]) => wanted.includes(k))))
    }),
  ),

  http.post(
    '*/api/v2/auth/update-profile',
    handle(async ({ request }) => {
      const { account, session } = requireUser(request)
      const body = await parseBody(request, updateProfileRequestSchema)
      if (body.email !== account.email) {
        if (store.accounts.has(body.email)) throw new HttpError(409, 'conflict', 'An account already exists for this e-mail')
        store.accounts.delete(account.email)
        account.email = body.email
        store.accounts.set(body.email, account)
        session.email = body.email
      }
      Object.assign(account, {
        gender: body.gender,
        firstName: body.first_name,
        lastName: body.last_name,
        birthDay: body.birth_day,
        birthMonth: body.birth_month,
        birthYear: body.birth_year,
        phoneNumber: body.phone_number,
      })
      const { receive_email_comm, receive_promo_offers, no_postal_offers } = body
      account.consents = {
        receive_email_comm: receive_email_comm ?? account.consents.receive_email_comm,
        receive_promo_offers: receive_promo_offers ?? account.consents.receive_promo_offers,
        no_postal_offers: no_postal_offers ?? account.consents.no_postal_offers,
      }
      return json(profile(account))
    }),
  ),

  http.post(
    '*/api/v2/auth/update-password',
    handle(async ({ request }) => {
      const { account } = requireUser(request)
      const body = await parseBody(request, updatePasswordRequestSchema)
      if (account.password === null) throw new HttpError(409, 'no_password', 'This account has no password yet: use set-password')
      if (body.old_password !== account.password) throw new HttpError(400, 'invalid_password', 'The current password is incorrect')
      account.password = body.password
      return json({ success: true })
    }),
  ),

  /** Client update: the whole address list (without ids) replaces the stored one. */
  http.patch(
    '*/api/v2/auth/client',
    handle(async ({ request }) => {
      const { account } = requireUser(request)
      const body = await parseBody(request, clientAddressesRequestSchema)
      const addresses = body.addresses.map((a) => ({ ...a, id: store.newItemId() }))
      for (const type of ['billing', 'delivery'] as const) {
        const defaults = addresses.filter((a) => a.address_type === type && a.default)
        defaults.slice(1).forEach((a) => (a.default = false))
      }
      account.addresses = addresses
      return json(profile(account))
    }),
  ),

  http.post('*/api/v2/auth/logout', ({ request }) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
    if (token) store.userSessions.delete(token)
    return new HttpResponse(null, { status: 204 })
  }),
]
