import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { isIsoDate } from '~/lib/dates'
import { handle, HttpError, intId, json, notFound, parseBody, parseQuery, requireUser, unauthorized } from '../lib/http'
import { getProductsById } from '../seed/products'
import { store, type Account, type StoredAddress } from '../store'

/**
 * Accounts: sign-in by 6-digit code or e-mail link, registration, profile, password,
 * addresses, sign-out; the user's travellers, favourites and viewed products.
 * User calls are authorised with `Authorization: Bearer <access_token>`.
 */

const CODE_TTL_MS = 10 * 60_000
const LINK_TTL_MS = 24 * 3600_000
const email = z.email().max(254).transform((s) => s.trim().toLowerCase())
const password = z
  .string()
  .min(8)
  .max(128)
  .regex(/[A-Z]/, 'One uppercase letter')
  .regex(/\d/, 'One digit')
  .regex(/[!@#$%^&*()_+\-=[\]{};':"\\|,.<>/?]/, 'One special character')

function maskEmail(value: string): string {
  const [local, domain] = value.split('@') as [string, string]
  return `${local.slice(0, 3)}${'*'.repeat(Math.max(3, local.length - 3))}@${domain}`
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
    addresses: account.addresses,
  }
}

function sessionReply(accountEmail: string, rememberMe: boolean) {
  const session = store.createUserSession(accountEmail)
  const account = store.accounts.get(accountEmail)!
  return { access_token: session.accessToken, token_type: 'Bearer', expires_in: rememberMe ? 30 * 86400 : 86400, remember_me: rememberMe, user: profile(account) }
}

function sendLink(accountEmail: string, kind: 'login-link' | 'confirm-email', redirect?: string) {
  const token = store.randomToken(16)
  store.linkTokens.set(token, { email: accountEmail, expires: Date.now() + LINK_TTL_MS })
  const link = `/auth/check-email?token=${token}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`
  store.sendMail({
    to: accountEmail,
    kind,
    subject: kind === 'confirm-email' ? 'Activez votre compte Horizon Voyages' : 'Votre lien de connexion Horizon Voyages',
    link,
    text: kind === 'confirm-email' ? 'Cliquez sur le lien pour activer votre compte.' : 'Cliquez sur le lien pour vous connecter.',
  })
}

const encoded = (value: Record<string, unknown>) => JSON.stringify(value).replace(/"/g, "'")

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
      { id: store.newItemId(), category: 'ADT', title: 'Mrs', first_name: 'Camille', last_name: 'Martin', birth_date: '1986-05-14', email: demoEmail, phone: '612345678' },
      { id: store.newItemId(), category: 'CHD', title: 'Mr', first_name: 'Léo', last_name: 'Martin', birth_date: '2017-09-02', email: null, phone: null },
    ],
    favorites: [],
    viewed: [],
  })
}
seedAccount()

const registerSchema = z.object({
  gender: z.enum(['Mr', 'Mrs']),
  first_name: z.string().trim().min(1).max(60),
  last_name: z.string().trim().min(1).max(60),
  email,
  password,
  date_of_birth: z.string().refine(isIsoDate),
  phone_number: z.string().regex(/^\d{6,15}$/),
  phone_code: z.string().regex(/^\d{1,4}$/).default('33'),
  address: z.string().max(200).optional().nullable(),
  postal_code: z.string().max(12).optional().nullable(),
  city: z.string().max(80).optional().nullable(),
  country: z.string().regex(/^[A-Za-z]{2}$/).default('FR'),
  receive_email_comm: z.boolean().default(false),
  receive_promo_offers: z.boolean().default(false),
  no_postal_offers: z.boolean().default(false),
})

const addressSchema = z.object({
  address_type: z.enum(['billing', 'delivery']).default('delivery'),
  country: z.string().regex(/^[A-Za-z]{2}$/).default('fr'),
  default: z.boolean().default(false),
  delivery_note: z.string().max(1000).default(''),
  locality: z.string().trim().min(1).max(80),
  phone_number: z.string().max(20).default(''),
  postal_code: z.string().trim().min(1).max(12),
  recipient: z.string().min(1).max(500),
  street_address: z.string().min(1).max(500),
})

const travelerSchema = z.object({
  category: z.enum(['ADT', 'CHD', 'INF']).default('ADT'),
  title: z.enum(['Mr', 'Mrs', 'Ms']),
  first_name: z.string().trim().min(1).max(60),
  last_name: z.string().trim().min(1).max(60),
  birth_date: z.string().refine(isIsoDate),
  email: z.email().nullable().optional(),
  phone: z.string().regex(/^\d{6,17}$/).nullable().optional(),
  phone_code: z.string().regex(/^\d{1,4}$/).nullable().optional(),
})

const productIdBody = z.object({ product_id: z.number().int().positive() })

function requireProduct(id: number) {
  const product = getProductsById().get(id)
  if (!product) throw notFound('Product')
  return product
}

export const authHandlers = [
  http.post(
    '*/api/v2/auth/check-email',
    handle(async ({ request }) => {
      const body = await parseBody(request, z.object({ email }))
      const account = store.accounts.get(body.email)
      return json({ email: body.email, exists: Boolean(account), email_verified: account?.email_verified ?? false })
    }),
  ),

  http.post(
    '*/api/v2/auth/login/code',
    handle(async ({ request }) => {
      const body = await parseBody(request, z.object({ email }))
      if (!store.accounts.has(body.email)) throw notFound('Account')
      const code = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')
      store.loginCodes.set(body.email, { code, expires: Date.now() + CODE_TTL_MS })
      store.sendMail({ to: body.email, kind: 'login-code', subject: `Votre code de connexion : ${code}`, code, text: `Votre code de connexion est ${code}. Il est valable 10 minutes.` })
      return json({ success: true, email: maskEmail(body.email), expires_in: CODE_TTL_MS / 1000 })
    }),
  ),

  http.post(
    '*/api/v2/auth/login/confirm',
    handle(async ({ request }) => {
      const body = await parseBody(request, z.object({ email, otp: z.string().regex(/^\d{6}$/), client_id: z.string().min(1).max(100), remember_me: z.boolean().default(false) }))
      const pending = store.loginCodes.get(body.email)
      if (!pending || pending.code !== body.otp || pending.expires < Date.now()) throw unauthorized('Invalid or expired code')
      store.loginCodes.delete(body.email)
      const account = store.accounts.get(body.email)!
      account.email_verified = true
      return json(sessionReply(body.email, body.remember_me))
    }),
  ),

  http.post(
    '*/api/v2/auth/login/link',
    handle(async ({ request }) => {
      const body = await parseBody(request, z.object({ email, redirect: z.string().regex(/^\/(?!\/)/).max(500).optional() }))
      if (!store.accounts.has(body.email)) throw notFound('Account')
      sendLink(body.email, 'login-link', body.redirect)
      return json({ success: true, email: maskEmail(body.email) })
    }),
  ),

  http.post(
    '*/api/v2/auth/login/link/confirm',
    handle(async ({ request }) => {
      const body = await parseBody(request, z.object({ token: z.string().regex(/^[0-9a-f]{32}$/), remember_me: z.boolean().default(false) }))
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
      const body = await parseBody(request, registerSchema)
      if (store.accounts.has(body.email)) throw new HttpError(409, 'conflict', 'An account already exists for this e-mail')
      const [y, m, d] = body.date_of_birth.split('-').map(Number) as [number, number, number]
      const addresses: StoredAddress[] = body.address
        ? [{ id: store.newItemId(), address_type: 'delivery', country: body.country.toLowerCase(), default: true, delivery_note: encoded({ note: '', elevator: false }), locality: body.city ?? '', phone_number: body.phone_number, postal_code: body.postal_code ?? '', recipient: encoded({ first_name: body.first_name, last_name: body.last_name }), street_address: encoded({ street_number: '', street: body.address }) }]
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
      sendLink(body.email, 'confirm-email')
      return json({ success: true, email: body.email, email_verified: false }, { status: 201 })
    }),
  ),

  http.post(
    '*/api/v2/auth/resend-email',
    handle(async ({ request }) => {
      const body = await parseBody(request, z.object({ email }))
      const account = store.accounts.get(body.email)
      if (!account) return json({ success: false })
      sendLink(body.email, account.email_verified ? 'login-link' : 'confirm-email')
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
      const wanted = fields.split(',').map((f) => f.trim()).filter(Boolean)
      return json(Object.fromEntries(Object.entries(full).filter(([k]) => wanted.includes(k))))
    }),
  ),

  http.post(
    '*/api/v2/auth/update-profile',
    handle(async ({ request }) => {
      const { account, session } = requireUser(request)
      const body = await parseBody(
        request,
        z.object({
          gender: z.enum(['male', 'female']),
          first_name: z.string().trim().min(1).max(60),
          last_name: z.string().trim().min(1).max(60),
          birth_day: z.number().int().min(1).max(31),
          birth_month: z.number().int().min(1).max(12),
          birth_year: z.number().int().min(1900).max(2100),
          email,
          phone_number: z.string().regex(/^\d{6,17}$/),
        }),
      )
      if (body.email !== account.email) {
        if (store.accounts.has(body.email)) throw new HttpError(409, 'conflict', 'An account already exists for this e-mail')
        store.accounts.delete(account.email)
        account.email = body.email
        store.accounts.set(body.email, account)
        session.email = body.email
      }
      Object.assign(account, { gender: body.gender, firstName: body.first_name, lastName: body.last_name, birthDay: body.birth_day, birthMonth: body.birth_month, birthYear: body.birth_year, phoneNumber: body.phone_number })
      return json(profile(account))
    }),
  ),

  http.post(
    '*/api/v2/auth/update-password',
    handle(async ({ request }) => {
      const { account } = requireUser(request)
      const body = await parseBody(request, z.object({ old_password: z.string().min(1).max(128), password }))
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
      const body = await parseBody(request, z.object({ addresses: z.array(addressSchema).max(20) }))
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

  // --- User data -------------------------------------------------------------------
  http.get('*/api/v2/user/travelers', handle(({ request }) => json(requireUser(request).account.travelers))),
  http.post(
    '*/api/v2/user/travelers',
    handle(async ({ request }) => {
      const { account } = requireUser(request)
      const body = await parseBody(request, travelerSchema)
      const traveler = { id: store.newItemId(), ...body }
      account.travelers.push(traveler)
      return json(traveler, { status: 201 })
    }),
  ),
  http.put(
    '*/api/v2/user/travelers/:id',
    handle(async ({ request, params }) => {
      const { account } = requireUser(request)
      const id = intId.safeParse(params.id)
      const traveler = id.success ? account.travelers.find((t) => t.id === id.data) : undefined
      if (!traveler) throw notFound('Traveler')
      const body = await parseBody(request, travelerSchema)
      Object.assign(traveler, body)
      return json(traveler)
    }),
  ),
  http.delete(
    '*/api/v2/user/travelers/:id',
    handle(({ request, params }) => {
      const { account } = requireUser(request)
      const id = intId.safeParse(params.id)
      const index = id.success ? account.travelers.findIndex((t) => t.id === id.data) : -1
      if (index < 0) throw notFound('Traveler')
      account.travelers.splice(index, 1)
      return new HttpResponse(null, { status: 204 })
    }),
  ),

  http.get('*/api/v2/user/products/favorite', handle(({ request }) => json(requireUser(request).account.favorites))),
  http.post(
    '*/api/v2/user/products/favorite',
    handle(async ({ request }) => {
      const { account } = requireUser(request)
      const { product_id } = await parseBody(request, productIdBody)
      requireProduct(product_id)
      const existing = account.favorites.find((f) => f.product_id === product_id)
      if (existing) return json(existing)
      const favorite = { id: store.newItemId(), product_id, created_at: new Date().toISOString() }
      account.favorites.unshift(favorite)
      return json(favorite, { status: 201 })
    }),
  ),
  http.delete(
    '*/api/v2/user/products/favorite/:id',
    handle(({ request, params }) => {
      const { account } = requireUser(request)
      const id = intId.safeParse(params.id)
      // The id is the favourite's id; a product id is accepted too.
      const index = id.success ? account.favorites.findIndex((f) => f.id === id.data || f.product_id === id.data) : -1
      if (index < 0) throw notFound('Favorite')
      account.favorites.splice(index, 1)
      return new HttpResponse(null, { status: 204 })
    }),
  ),

  http.get('*/api/v2/user/products/viewed', handle(({ request }) => json(requireUser(request).account.viewed))),
  http.post(
    '*/api/v2/user/products/viewed',
    handle(async ({ request }) => {
      const { account } = requireUser(request)
      const { product_id } = await parseBody(request, productIdBody)
      requireProduct(product_id)
      account.viewed = account.viewed.filter((v) => v.product_id !== product_id)
      const viewed = { id: store.newItemId(), product_id, viewed_at: new Date().toISOString() }
      account.viewed.unshift(viewed)
      account.viewed.length = Math.min(account.viewed.length, 50)
      return json(viewed, { status: 201 })
    }),
  ),
]
