import { describe, expect, it } from 'vitest'
import { checkEmailReplySchema, favoriteSchema, profileSchema, sessionReplySchema, travelerSchema, viewedSchema } from '~/api-contract/account'
import { MAX_MAILS_PER_WINDOW } from '~/api-contract/constants'
import { store } from '../store'
import { call } from '../test-utils'

const DEMO = 'demo@horizon-voyages.example'

async function signIn(email = DEMO) {
  expect((await call('/auth/login/code', { body: { email } })).status).toBe(200)
  const mail = store.mailbox.find((m) => m.to === email && m.kind === 'login-code')!
  const r = await call('/auth/login/confirm', { body: { email, otp: mail.code, client_id: 'web' } })
  return sessionReplySchema.parse(r.json)
}

describe('demo API: auth and user data', () => {
  it('signs in with a 6-digit code shown in the mailbox, newest first', async () => {
    expect(checkEmailReplySchema.parse((await call('/auth/check-email', { body: { email: DEMO } })).json).exists).toBe(true)
    const session = await signIn()
    expect(session.user.email).toBe(DEMO)
    const page = await call('/demo/mailbox')
    expect(page.text).toContain('lang="fr"')
    expect(page.text).toContain(store.mailbox[0]!.subject)
    expect((await call('/auth/login/confirm', { body: { email: DEMO, otp: '000000', client_id: 'web' } })).status).toBe(401)
    expect((await call('/auth/login/confirm', { body: { email: DEMO, otp: '12', client_id: 'web' } })).status).toBe(400)
    expect((await call('/auth/login/code', { body: { email: 'nobody@example.com' } })).status).toBe(404)
  })

  it('rate-limits code attempts: the fifth wrong code revokes the code (429) until a new one is asked', async () => {
    const email = `rate.${Date.now()}@example.com`
    const body = {
      gender: 'Mr',
      first_name: 'Jean',
      last_name: 'Roy',
      email,
      password: 'Secret#2026',
      date_of_birth: '1980-01-02',
      phone_number: '612345678',
      phone_code: '33',
    }
    expect((await call('/auth/register', { body })).status).toBe(201)
    expect((await call('/auth/login/code', { body: { email } })).status).toBe(200)
    const code = store.mailbox.find((m) => m.to === email && m.kind === 'login-code')!.code!
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i < 5; i++) expect((await call('/auth/login/confirm', { body: { email, otp: wrong, client_id: 'web' } })).status).toBe(401)
    const fifth = await call('/auth/login/confirm', { body: { email, otp: wrong, client_id: 'web' } })
    expect(fifth.status).toBe(429)
    expect(fifth.json).toMatchObject({ error: 'too_many_attempts' })
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(0)
    // The right code no longer works either.
    expect((await call('/auth/login/confirm', { body: { email, otp: code, client_id: 'web' } })).status).toBe(429)
    expect((await call('/auth/login/code', { body: { email } })).status).toBe(200)
    const fresh = store.mailbox.find((m) => m.to === email && m.kind === 'login-code')!.code!
    expect((await call('/auth/login/confirm', { body: { email, otp: fresh, client_id: 'web' } })).status).toBe(200)
  })

  it('sends at most MAX_MAILS_PER_WINDOW codes or links to one address in 10 minutes', async () => {
    const email = `quota.${Date.now()}@example.com`
    const body = {
      gender: 'Mrs',
      first_name: 'Léa',
      last_name: 'Roy',
      email,
      password: 'Secret#2026',
      date_of_birth: '1980-01-02',
      phone_number: '612345678',
      phone_code: '33',
    }
    expect((await call('/auth/register', { body })).status).toBe(201) // 1 mail (confirmation link)
    for (let i = 0; i < MAX_MAILS_PER_WINDOW - 2; i++) expect((await call('/auth/login/code', { body: { email } })).status).toBe(200)
    expect((await call('/auth/resend-email', { body: { email } })).json).toEqual({ success: true })
    const refused = await call('/auth/login/code', { body: { email } })
    expect(refused.status).toBe(429)
    expect(refused.json).toMatchObject({ error: 'too_many_requests' })
    expect((await call('/auth/resend-email', { body: { email } })).status).toBe(429)
  })

  it('registers, confirms by e-mail link, resends', async () => {
    const email = `new.${Date.now()}@example.com`
    const body = {
      gender: 'Mrs',
      first_name: 'Inès',
      last_name: 'Roy',
      email,
      password: 'Secret#2026',
      date_of_birth: '1990-01-02',
      phone_number: '612345678',
      phone_code: '33',
    }
    expect((await call('/auth/register', { body })).status).toBe(201)
    expect((await call('/auth/register', { body })).status).toBe(409)
    expect((await call('/auth/register', { body: { ...body, password: 'weak' } })).status).toBe(400)
    expect((await call('/auth/resend-email', { body: { email } })).json).toEqual({ success: true })
    expect((await call('/auth/resend-email', { body: { email: 'nobody@example.com' } })).json).toEqual({ success: false })
    const link = store.mailbox.find((m) => m.to === email && m.kind === 'confirm-email')!.link!
    const token = new URL(link, 'http://x').searchParams.get('token')
    const session = sessionReplySchema.parse((await call('/auth/login/link/confirm', { body: { token } })).json)
    expect(session.user.email_verified).toBe(true)
  })

  it('reads and updates the profile, password and addresses; 401 without a session', async () => {
    expect((await call('/auth/userinfo')).status).toBe(401)
    const { access_token: bearer } = await signIn()
    const profile = profileSchema.parse(
      (
        await call(
          '/auth/userinfo?fields=id,gender,lastName,firstName,fullName,birthDay,birthMonth,birthYear,phoneNumber,email,consents,email_verified,addresses',
          { bearer },
        )
      ).json,
    )
    expect(profile.fullName).toBe('Camille Martin')
    expect((await call('/auth/userinfo?fields=email', { bearer })).json).toEqual({ email: DEMO })
    const updated = profileSchema.parse(
      (
        await call('/auth/update-profile', {
          bearer,
          body: {
            gender: 'female',
            first_name: 'Camille',
            last_name: 'Martin',
            birth_day: 14,
            birth_month: 5,
            birth_year: 1986,
            email: DEMO,
            phone_number: '699999999',
          },
        })
      ).json,
    )
    expect(updated.phoneNumber).toBe('699999999')
    expect((await call('/auth/update-password', { bearer, body: { old_password: 'wrong', password: 'Nouveau#2026' } })).status).toBe(400)
    expect((await call('/auth/update-password', { bearer, body: { old_password: 'Voyage2026!', password: 'Nouveau#2026' } })).status).toBe(200)
    await call('/auth/update-password', { bearer, body: { old_password: 'Nouveau#2026', password: 'Voyage2026!' } })
    const address = {
      address_type: 'billing',
      country: 'fr',
      default: true,
      delivery_note: "{'note': '', 'elevator': false}",
      locality: 'Paris',
      phone_number: '',
      postal_code: '75001',
      recipient: "{'first_name': 'C', 'last_name': 'M'}",
      street_address: "{'street_number': '1', 'street': 'rue de Rivoli'}",
    }
    const withAddr = profileSchema.parse((await call('/auth/client', { method: 'PATCH', bearer, body: { addresses: [address] } })).json)
    expect(withAddr.addresses).toHaveLength(1)
    expect((await call('/auth/logout', { method: 'POST', bearer })).status).toBe(204)
    expect((await call('/auth/userinfo', { bearer })).status).toBe(401)
  })

  it('keeps travellers, favourites and viewed products', async () => {
    const { access_token: bearer } = await signIn()
    expect((await call('/user/travelers')).status).toBe(401)
    const t = travelerSchema.parse(
      (await call('/user/travelers', { bearer, body: { title: 'Mr', first_name: 'Paul', last_name: 'Roy', birth_date: '2000-01-01' } })).json,
    )
    expect(
      travelerSchema.parse(
        (await call(`/user/travelers/${t.id}`, { method: 'PUT', bearer, body: { title: 'Mr', first_name: 'Pol', last_name: 'Roy', birth_date: '2000-01-01' } }))
          .json,
      ).first_name,
    ).toBe('Pol')
    expect((await call(`/user/travelers/${t.id}`, { method: 'DELETE', bearer })).status).toBe(204)
    expect((await call(`/user/travelers/${t.id}`, { method: 'DELETE', bearer })).status).toBe(404)
    const fav = favoriteSchema.parse((await call('/user/products/favorite', { bearer, body: { product_id: 10000 } })).json)
    expect(
      favoriteSchema
        .array()
        .parse((await call('/user/products/favorite', { bearer })).json)
        .map((f) => f.product_id),
    ).toContain(10000)
    expect((await call('/user/products/favorite', { bearer, body: { product_id: 1 } })).status).toBe(404)
    expect((await call(`/user/products/favorite/${fav.id}`, { method: 'DELETE', bearer })).status).toBe(204)
    viewedSchema.parse((await call('/user/products/viewed', { bearer, body: { product_id: 10007 } })).json)
    expect(viewedSchema.array().parse((await call('/user/products/viewed', { bearer })).json)[0]!.product_id).toBe(10007)
    expect((await call('/user/products/viewed', { bearer, body: { product_id: 'x' } })).status).toBe(400)
  })
})
