import type { Page } from '@playwright/test'
import { createAccount, latestMail, newEmail, SAME_SITE } from './account.helpers'
import { dialog, hydrated } from './client-space.helpers'
import { expect, resizeViewport, test } from './fixtures'

/**
 * Passwords: 'Mot de passe oublié ?' from the password sign-in, the mailed link, a new password
 * (the old one then refused); an account opened without a password creates one with a fresh
 * code. axe at 1280 and 375 px on the new page and dialog.
 */

const passwordSignIn = (page: Page, email: string, password: string) =>
  page.request.post('/api/v2/auth/login/password', { headers: SAME_SITE, data: { email, password, client_id: 'web' } })

/** axe at the project's width, then at 375 px, and back. */
async function checkBothWidths(page: Page, checkA11y: () => Promise<void>) {
  const size = page.viewportSize()!
  await checkA11y()
  await resizeViewport(page, { width: 375, height: 800 })
  await checkA11y()
  await resizeViewport(page, size)
}

test.describe('passwords', () => {
  test("'Mot de passe oublié ?' → the mailed link → a new password; sign-in with it, not with the old one; the link works once", async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(150_000)
    const account = await createAccount(page.request, 'Maëlle', 'Robin')
    await page.goto('/auth/check-email')
    await expect(page.locator('[data-sign-in-step][data-ready]')).toBeAttached()
    await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email)
    await page.getByRole('button', { name: 'Continuer' }).click()
    await page.getByRole('button', { name: 'Me connecter avec mon mot de passe' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Saisissez votre mot de passe' })).toBeFocused()
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Mauvais2026!')
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByText('E-mail ou mot de passe incorrect.')).toBeVisible()

    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click()
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(account.email)
    await page.getByRole('button', { name: 'Recevoir un lien par e-mail' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Si un compte existe pour ${account.email}` })).toContainText('valable 30 minutes')
    await checkBothWidths(page, checkA11y)
    // The same answer for an address without an account.
    const nobody = newEmail('personne')
    await page.getByRole('textbox', { name: 'E-mail' }).fill(nobody)
    await page.getByRole('button', { name: 'Recevoir un lien par e-mail' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Si un compte existe pour ${nobody}` })).toBeVisible()

    const mail = await latestMail(page.request, account.email, 'password-reset')
    await page.goto(mail.link!)
    await expect(page.locator('[data-reset-password="form"][data-ready]')).toBeAttached()
    await expect(page.getByRole('heading', { level: 1, name: 'Choisissez un nouveau mot de passe' })).toBeVisible()
    await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click()
    await expect(page.getByText('Le nouveau mot de passe est requis')).toBeVisible()
    await expect(page.getByText('La confirmation du mot de passe est requise')).toBeVisible()
    await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('abc')
    for (const rule of ['Au moins huit caractères', 'Au moins une lettre majuscule', 'Au moins un caractère spécial', 'Au moins un chiffre'])
      await expect(page.getByText(rule)).toBeVisible()
    await checkBothWidths(page, checkA11y)
    await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('Nouveau2027!')
    await page.getByLabel('Confirmer nouveau mot de passe').fill('Nouveau2027!')
    await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe modifié' })).toBeFocused()

    // Single use: the link again offers a new one.
    await page.goto(mail.link!)
    await expect(page.locator('[data-reset-password="form"][data-ready]')).toBeAttached()
    await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('Encore2028#')
    await page.getByLabel('Confirmer nouveau mot de passe').fill('Encore2028#')
    await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click()
    await expect(page.getByText("Ce lien n'est plus valide")).toBeVisible()
    await checkBothWidths(page, checkA11y)

    // The old password is refused, the new one signs in.
    expect((await passwordSignIn(page, account.email, 'Voyage2026!')).status()).toBe(401)
    await page.goto('/auth/check-email')
    await expect(page.locator('[data-sign-in-step][data-ready]')).toBeAttached()
    await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email)
    await page.getByRole('button', { name: 'Continuer' }).click()
    await page.getByRole('button', { name: 'Me connecter avec mon mot de passe' }).click()
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Nouveau2027!')
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: `Bonjour ${account.firstName}` })).toBeVisible()
  })

  test("an account opened by the booking's opt-in has no password: 'Créer un mot de passe' with a fresh code", async ({ page, checkA11y }) => {
    test.setTimeout(120_000)
    // The booking's opt-in, request-level: an order whose payer asks for an account.
    const email = newEmail('hugo')
    const { token } = (await (await page.request.get('/api/v2/session/token')).json()) as { token: string }
    const auth = { authorization: `Token ${token}` }
    const order = (await (await page.request.post('/api/v2/order/', { headers: auth, data: {} })).json()) as { id: number }
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
    expect((await page.request.put(`/api/v2/order/${order.id}/`, { headers: auth, data: { client: payer } })).ok()).toBe(true)
    expect((await passwordSignIn(page, email, 'Voyage2026!')).status()).toBe(401)

    // Signed in by an e-mailed link (no password), on the details page.
    expect((await page.request.post('/api/v2/auth/login/link', { headers: SAME_SITE, data: { email, redirect: '/client-space/client-details' } })).ok()).toBe(
      true,
    )
    await page.goto((await latestMail(page.request, email, 'login-link')).link!)
    await expect(page).toHaveURL(/\/client-space\/client-details$/)
    await hydrated(page)
    await expect(page.getByRole('button', { name: 'Modifier mon mot de passe' })).toHaveCount(0)
    await expect(page.getByText('Aucun mot de passe')).toBeVisible()
    await page.getByRole('button', { name: 'Créer un mot de passe' }).click()
    const create = dialog(page)
    await expect(create.getByRole('heading', { name: 'Créer mon mot de passe' })).toBeVisible()
    await expect(create.getByLabel('Ancien mot de passe')).toHaveCount(0)
    await create.getByRole('button', { name: 'Recevoir le code' }).click()
    await expect(create.getByRole('status')).toContainText('Code envoyé')
    await checkBothWidths(page, checkA11y)
    const code = (await latestMail(page.request, email, 'login-code')).code!
    await create.getByRole('textbox', { name: 'Chiffre 1 sur 6' }).click()
    await page.keyboard.type(code)
    await create.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('Premier2027!')
    await create.getByLabel('Confirmer nouveau mot de passe').fill('Premier2027!')
    await create.getByRole('button', { name: 'Créer le mot de passe' }).click()
    await expect(create).toBeHidden()
    await expect(page.getByText('Votre mot de passe a été créé.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Modifier mon mot de passe' })).toBeVisible()
    expect((await passwordSignIn(page, email, 'Premier2027!')).status()).toBe(200)
  })
})
