import type { Page } from '@playwright/test'
import { createAccount, latestMail, SAME_SITE } from './account.helpers'
import { hydrated } from './client-space.helpers'
import { day, expect, settled, shot, test } from './fixtures'

/**
 * Price alerts: 'Suivre les prix' on the results (signed out: sign-in first, then back to the
 * same results), 'Mes alertes' in the client space, a price drop made by the demo's controls
 * and mailed with a link back to the results, then the alert deleted.
 */

// A departure no other spec searches: the demo's price shift below moves that day's prices only.
const DEPARTURE = day(83)
const RESULTS = `/search?from=PAR&to=NCE&fromLabel=Paris&toLabel=Nice&departure=${DEPARTURE}&return=${day(90)}&adults=2&childrens=1`

/** The same results page: path and parameters, in any order. */
const isResults = (href: string) => {
  const url = new URL(href, 'http://x')
  const sorted = (u: URL) => [...u.searchParams].map(([k, v]) => `${k}=${v}`).sort()
  return url.pathname === '/search' && JSON.stringify(sorted(url)) === JSON.stringify(sorted(new URL(RESULTS, 'http://x')))
}

const wholeEuros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
const euros = (amount: number) => wholeEuros.format(Math.round(amount))
/** '1 234,56 €' → 1234.56 */
const amountOf = (text: string) =>
  Number(
    /([\d\s\u202f]+,\d\d)\s*€/
      .exec(text)![1]!
      .replace(/[\s\u202f]/g, '')
      .replace(',', '.'),
  )

/**
 * axe on this page, and on the same page opened at 375 px (a new tab of the same session: a
 * resized page keeps parts laid out for the wider one, which axe then misreads).
 */
async function checkBothWidths(page: Page, checkA11y: (target?: Page) => Promise<void>) {
  await settled(page)
  await checkA11y()
  const phone = await page.context().newPage()
  await phone.setViewportSize({ width: 375, height: 812 })
  await phone.goto(page.url())
  await hydrated(phone)
  await settled(phone)
  await checkA11y(phone)
  await phone.close()
}

test.describe('price alerts', () => {
  test.afterEach(async ({ request }) => {
    await request.delete('/api/v2/demo/prices', { headers: SAME_SITE })
  })

  test('follow the prices signed out → sign in → back; Mes alertes; a drop mailed with its link; delete', async ({ page, checkA11y }) => {
    test.setTimeout(150_000)
    const account = await createAccount(page.request)

    // Signed out: sign-in first, and back on the same results after it.
    await page.goto(RESULTS)
    await hydrated(page)
    const follow = page.getByRole('button', { name: 'Suivre les prix' })
    await follow.click()
    await expect(page).toHaveURL(/\/auth\/check-email$/)
    await expect(page.locator('[data-sign-in-step][data-ready]')).toBeAttached()
    await page.getByLabel('E-mail').fill(account.email)
    await page.getByRole('button', { name: 'Continuer' }).click()
    const code = (await latestMail(page.request, account.email, 'login-code')).code!
    await page.getByRole('textbox', { name: 'Chiffre 1 sur 6' }).focus()
    await page.keyboard.type(code)
    await page.getByRole('button', { name: 'Continuer' }).click()
    await expect(page).toHaveURL((url) => url.pathname + url.search === RESULTS)

    // Signed in: followed by keyboard; 'Prix suivis' and 'Ne plus suivre' take its place.
    await hydrated(page)
    const cheapest = amountOf((await page.getByRole('article').first().getByRole('heading').textContent())!)
    await follow.focus()
    await page.keyboard.press('Enter')
    const followed = page.getByRole('link', { name: 'Prix suivis : voir mes alertes' })
    await expect(followed).toBeVisible()
    await expect(page.getByRole('button', { name: 'Ne plus suivre les prix de ce vol' })).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: /baisse d'au moins 5\s%/ })).toBeAttached()
    await shot(page, 'results-followed')
    // One width on /search (axe over thousands of results nodes is slow); its header's button is
    // the same at 375 px, where 'Mes alertes' is checked below.
    await settled(page)
    await checkA11y()

    // 'Mes alertes': the route, dates, passengers, the price when followed and now.
    await followed.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Mes alertes' })).toBeVisible()
    const row = page.getByRole('list', { name: 'Vols suivis' }).getByRole('listitem')
    await expect(row).toHaveCount(1)
    await expect(row.getByRole('heading', { name: 'Paris → Nice' })).toBeVisible()
    await expect(row).toContainText('2 adultes, 1 enfant')
    const prices = row.getByRole('definition')
    await expect(prices.first()).toHaveText(/\d,\d\d\s€$/)
    expect(amountOf((await prices.first().textContent())!)).toBe(cheapest)
    expect(amountOf((await prices.nth(1).textContent())!)).toBe(cheapest)

    // The price drops (a demo control moves that day's prices), the demo re-prices: one mail.
    expect(
      (await page.request.post('/api/v2/demo/prices', { headers: SAME_SITE, data: { from: 'PAR', to: 'NCE', departure: DEPARTURE, percent: -15 } })).status(),
    ).toBe(201)
    const check = await page.request.post('/api/v2/demo/price-alerts/check', { headers: SAME_SITE })
    expect(((await check.json()) as { notified: number }).notified).toBeGreaterThanOrEqual(1)
    await page.reload()
    await hydrated(page)
    const now = amountOf((await prices.nth(1).textContent())!)
    expect(now).toBeLessThanOrEqual(cheapest * 0.95)
    await expect(prices.nth(1)).toContainText('En baisse de')
    await shot(page, 'alerts-dropped')
    await checkBothWidths(page, checkA11y)

    const mail = await latestMail(page.request, account.email, 'price-alert')
    expect(mail.subject).toBe(`Le prix de votre vol Paris → Nice a baissé : ${euros(now)} au lieu de ${euros(cheapest)}`)
    expect(isResults(mail.link!)).toBe(true)
    // In the mailbox, its link leads back to the results.
    await page.goto('/api/v2/demo/mailbox')
    const message = page.getByRole('listitem').filter({ hasText: mail.subject })
    await expect(message).toContainText('2 adultes, 1 enfant')
    await message.getByRole('link', { name: 'Voir les vols' }).click()
    await expect(page).toHaveURL((url) => isResults(url.href))
    await hydrated(page)
    await expect(followed).toBeVisible()

    // Deleted after a confirmation; focus back on the page's title.
    await page.goto('/client-space/alerts')
    await hydrated(page)
    await page.getByRole('button', { name: "Supprimer l'alerte Paris → Nice" }).click()
    const confirm = page.getByRole('alertdialog', { name: /^Supprimer cette alerte\s\?$/ })
    await expect(confirm).toContainText('Vous ne recevrez plus')
    await settled(page)
    await checkA11y()
    await confirm.getByRole('button', { name: "Supprimer l'alerte" }).click()
    await expect(page.getByRole('heading', { name: 'Aucune alerte de prix' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Mes alertes' })).toBeFocused()
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Aucune alerte de prix' })).toBeVisible()
  })
})
