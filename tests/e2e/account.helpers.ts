import { expect, type APIRequestContext, type Page } from '@playwright/test'

/**
 * Account helpers for browser tests: demo mailbox, accounts made through the demo API, signing
 * in a page. Register a fresh account per test rather than signing in as the demo account: the
 * demo API sends at most 10 codes or links to one address per 10 minutes.
 */

export interface Mail {
  id: number
  to: string
  kind: 'login-code' | 'login-link' | 'confirm-email' | 'password-reset' | 'price-alert' | 'agency-request'
  code?: string
  link?: string
  subject: string
}

/**
 * The demo API's sign-in endpoints refuse calls from other sites (as a browser's page would
 * send it, the test says it comes from the site itself).
 */
export const SAME_SITE = { 'sec-fetch-site': 'same-origin' }

export const newEmail = (tag = 'e2e') => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@exemple.fr`

/** The newest mail of `kind` sent to `to` after mail `afterId` (waits for it). */
export async function latestMail(request: APIRequestContext, to: string, kind: Mail['kind'], afterId = 0): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/v2/demo/mailbox.json')).json()) as Mail[]
      found = mails.find((m) => m.to === to && m.kind === kind && m.id > afterId)
      return Boolean(found)
    })
    .toBe(true)
  return found!
}

/** The newest mail id so far (to wait for a newer one). */
export async function lastMailId(request: APIRequestContext): Promise<number> {
  const mails = (await (await request.get('/api/v2/demo/mailbox.json')).json()) as Mail[]
  return mails[0]?.id ?? 0
}

export interface TestAccount {
  email: string
  firstName: string
  lastName: string
}

/** Registers an account through the demo API and confirms it (its e-mail is verified). */
export async function createAccount(request: APIRequestContext, firstName = 'Inès', lastName = 'Roy'): Promise<TestAccount> {
  const email = newEmail(
    firstName
      .normalize('NFD')
      .replace(/[^a-z]/gi, '')
      .toLowerCase(),
  )
  const registered = await request.post('/api/v2/auth/register', {
    headers: SAME_SITE,
    data: {
      gender: 'Mrs',
      first_name: firstName,
      last_name: lastName,
      email,
      password: 'Voyage2026!',
      date_of_birth: '1990-04-02',
      phone_number: '612345678',
      phone_code: '33',
    },
  })
  expect(registered.status()).toBe(201)
  const mail = await latestMail(request, email, 'confirm-email')
  const token = new URL(mail.link!, 'http://x').searchParams.get('token')
  expect((await request.post('/api/v2/auth/login/link/confirm', { headers: SAME_SITE, data: { token } })).ok()).toBe(true)
  return { email, firstName, lastName }
}

/** Signs `page` in as a new confirmed account (a sign-in link opened in the page), on `landing`. */
export async function signInAsNewUser(page: Page, landing = '/', names: { firstName?: string; lastName?: string } = {}): Promise<TestAccount> {
  const account = await createAccount(page.request, names.firstName, names.lastName)
  const sent = await page.request.post('/api/v2/auth/login/link', { headers: SAME_SITE, data: { email: account.email, redirect: landing } })
  expect(sent.ok()).toBe(true)
  const mail = await latestMail(page.request, account.email, 'login-link')
  await page.goto(mail.link!)
  await expect(page.getByRole('button', { name: `Bonjour ${account.firstName}` })).toBeVisible()
  return account
}
