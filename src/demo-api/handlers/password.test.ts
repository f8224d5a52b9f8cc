import { describe, expect, it } from 'vitest'
import { profileSchema, sessionReplySchema } from '~/api-contract/account'
import { MAX_MAILS_PER_WINDOW } from '~/api-contract/constants'
import { store } from '../store'
import { call, sessionToken } from '../test-utils'

let n = 0
const newEmail = (tag: string) => `${tag}.${Date.now()}.${n++}@example.com`
const OLD = 'Ancien#2026'
const NEW = 'Nouveau#2027'

async function register(email: string) {
  const body = { gender: 'Mrs', first_name: 'Lina', last_name: 'Petit', email, password: OLD, date_of_birth: '1984-03-04', phone_number: '612345678' }
  expect((await call('/auth/register', { body })).status).toBe(201)
}

const resetMails = (email: string) => store.mailbox.filter((m) => m.to === email && m.kind === 'password-reset')
const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token')!
const signIn = (email: string, password: string) => call('/auth/login/password', { body: { email, password, client_id: 'web' } })

describe('demo API: passwords', () => {
  it('signs in with the password; a wrong password, an unknown address and an account without one get the same 401', async () => {
    const email = newEmail('pw')
    await register(email)
    const ok = await signIn(email, OLD)
    expect(ok.status).toBe(200)
    expect(sessionReplySchema.parse(ok.json).user).toMatchObject({ email, has_password: true })
    const wrong = await signIn(email, NEW)
    const unknown = await signIn(newEmail('nobody'), OLD)
    expect([wrong.status, unknown.status]).toEqual([401, 401])
    expect(unknown.json).toEqual(wrong.json)
  })

  it('answers a reset request the same whether the address has an account or not, and mails only an account', async () => {
    const email = newEmail('reset')
    await register(email)
    const nobody = newEmail('nobody')
    const known = await call('/auth/password/reset', { body: { email } })
    const unknown = await call('/auth/password/reset', { body: { email: nobody } })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(unknown.json).toEqual(known.json)
    expect(known.json).toEqual({ success: true, expires_in: 1800 })
    expect(resetMails(email)).toHaveLength(1)
    expect(store.mailbox.some((m) => m.to === nobody)).toBe(false)
  })

  it('a reset link sets a new password once: the old password and the link stop working, other sessions end', async () => {
    const email = newEmail('once')
    await register(email)
    const before = sessionReplySchema.parse((await signIn(email, OLD)).json)
    await call('/auth/password/reset', { body: { email } })
    const token = tokenOf(resetMails(email)[0]!.link!)
    expect(resetMails(email)[0]!.link).toBe(`/auth/reset-password?token=${token}`)
    // The new password follows the registration's rules.
    expect((await call('/auth/password/reset/confirm', { body: { token, password: 'faible' } })).status).toBe(400)
    const done = await call('/auth/password/reset/confirm', { body: { token, password: NEW } })
    expect(done.status).toBe(200)
    expect(done.json).toEqual({ success: true, email })
    expect((await call('/auth/password/reset/confirm', { body: { token, password: 'Encore#2028' } })).status).toBe(401)
    expect((await signIn(email, OLD)).status).toBe(401)
    expect((await signIn(email, NEW)).status).toBe(200)
    expect((await call('/auth/userinfo', { bearer: before.access_token })).status).toBe(401)
  })

  it('a reset link expires, and a newer link replaces an older one', async () => {
    const email = newEmail('expiry')
    await register(email)
    await call('/auth/password/reset', { body: { email } })
    const first = tokenOf(resetMails(email)[0]!.link!)
    await call('/auth/password/reset', { body: { email } })
    const second = tokenOf(resetMails(email)[0]!.link!)
    expect((await call('/auth/password/reset/confirm', { body: { token: first, password: NEW } })).status).toBe(401)
    store.resetTokens.get(second)!.expires = Date.now() - 1
    expect((await call('/auth/password/reset/confirm', { body: { token: second, password: NEW } })).status).toBe(401)
    expect((await signIn(email, OLD)).status).toBe(200)
  })

  it('past the address’s mail quota, a reset request still answers success but sends nothing', async () => {
    const email = newEmail('quota')
    await register(email)
    for (let i = 0; i < MAX_MAILS_PER_WINDOW; i++) await call('/auth/password/reset', { body: { email } })
    const sent = store.mailbox.filter((m) => m.to === email).length
    expect(sent).toBe(MAX_MAILS_PER_WINDOW)
    const over = await call('/auth/password/reset', { body: { email } })
    expect(over.status).toBe(200)
    expect(over.json).toMatchObject({ success: true })
    expect(store.mailbox.filter((m) => m.to === email)).toHaveLength(sent)
  })

  it('the booking opt-in opens an account without a password, which creates one with a fresh code', async () => {
    const email = newEmail('optin')
    const token = await sessionToken()
    const order = (await call('/order/', { body: {}, token })).json as { id: number }
    const payer = {
      title: 'Mr',
      first_name: 'Hugo',
      last_name: 'Lefèvre',
      birth_date: '1979-11-30',
      email,
      phone: '611223344',
      phone_country_prefix: '33',
      address: '3 rue des Lilas',
      postal_code: '44000',
      city: 'Nantes',
      country: 'FR',
      create_account: true,
    }
    expect((await call(`/order/${order.id}/`, { method: 'PUT', body: { client: payer }, token })).status).toBe(200)
    expect(store.mailbox.find((m) => m.to === email)?.kind).toBe('confirm-email')
    expect((await signIn(email, '')).status).toBe(400)
    expect((await signIn(email, OLD)).status).toBe(401)
    // Code-only sign-in, then the profile says there is no password.
    await call('/auth/login/code', { body: { email } })
    const code = store.mailbox.find((m) => m.to === email && m.kind === 'login-code')!.code!
    const session = sessionReplySchema.parse((await call('/auth/login/confirm', { body: { email, otp: code, client_id: 'web' } })).json)
    const bearer = session.access_token
    expect(profileSchema.parse((await call('/auth/userinfo', { bearer })).json)).toMatchObject({ has_password: false, firstName: 'Hugo' })
    expect((await call('/auth/update-password', { bearer, body: { old_password: 'x', password: NEW } })).status).toBe(409)
    // set-password needs a fresh code: the one used to sign in is spent.
    expect((await call('/auth/set-password', { bearer, body: { otp: code, password: NEW } })).status).toBe(401)
    await call('/auth/login/code', { body: { email } })
    const fresh = store.mailbox.find((m) => m.to === email && m.kind === 'login-code')!.code!
    expect((await call('/auth/set-password', { bearer, body: { otp: fresh, password: 'faible' } })).status).toBe(400)
    expect((await call('/auth/set-password', { bearer, body: { otp: fresh, password: NEW } })).status).toBe(200)
    expect(profileSchema.parse((await call('/auth/userinfo', { bearer })).json).has_password).toBe(true)
    expect((await call('/auth/set-password', { bearer, body: { otp: fresh, password: NEW } })).status).toBe(409)
    expect((await signIn(email, NEW)).status).toBe(200)
    // The opt-in again with the same e-mail leaves the account as it is.
    await call(`/order/${order.id}/`, { method: 'PUT', body: { client: payer }, token })
    expect((await signIn(email, NEW)).status).toBe(200)
  })
})
