import type { Page } from '@playwright/test'
import { latestMail, SAME_SITE, signInAsNewUser } from './account.helpers'
import { hydrated } from './client-space.helpers'
import { expect, settled, test } from './fixtures'

/**
 * Requests to an agency from a product page: the agency asked first (the flights' drawer), a
 * quote with French validation then its confirmation and mail, an option with its countdown;
 * 'Mes demandes' lists both, and the option expires when the demo control ends its hold.
 */

async function openForm(page: Page, name: 'Demander un devis' | 'Poser une option') {
  await page.getByRole('button', { name }).click()
  return page.getByRole('dialog', { name: new RegExp(`^${name} – `) })
}

test.describe('agency requests', () => {
  test('a quote and an option from a product page reach the mailbox and Mes demandes; the option expires @mobile', async ({ page, checkA11y }) => {
    test.setTimeout(150_000)
    const account = await signInAsNewUser(page, '/search-products')
    await hydrated(page)
    await page.getByRole('article').first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/product\//)
    await hydrated(page)
    await expect(page.getByRole('button', { name: 'Demander un devis' })).toBeVisible()
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(/\s*★.*$/, '').trim()

    // No agency yet: asked for one, chosen in the drawer, then the form opens.
    await page.getByRole('button', { name: 'Demander un devis' }).click()
    await page.getByRole('button', { name: 'Valider' }).click()
    const drawer = page.getByRole('dialog', { name: 'Sélectionner votre agence' })
    const first = drawer.getByRole('list', { name: 'Agences' }).getByRole('listitem').first()
    const agency = (await first.getByRole('heading').textContent())!.replace(/^Agence /, '')
    await first.getByRole('button', { name: `Choisir l'agence ${agency}` }).click()
    const form = page.getByRole('dialog', { name: /^Demander un devis – / })
    await expect(form.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(account.email)

    // French messages next to the fields; what was typed stays.
    await form.getByRole('textbox', { name: 'Prénom' }).fill('')
    await form.getByRole('textbox', { name: 'Téléphone' }).fill('abc')
    await form.getByRole('textbox', { name: 'Message' }).fill('Une chambre au calme, merci.')
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(form.getByText('Le prénom est requis')).toBeVisible()
    await expect(form.getByText('Numéro de téléphone invalide')).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Une chambre au calme, merci.')
    await settled(page)
    await checkA11y()
    await form.getByRole('textbox', { name: 'Prénom' }).fill(account.firstName)
    await form.getByRole('textbox', { name: 'Téléphone' }).fill('06 12 34 56 78')
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
    const sent = page.getByRole('dialog', { name: 'Demande envoyée' })
    await expect(sent.getByText(`Votre demande de devis a bien été envoyée à l’agence ${agency}.`, { exact: false })).toBeVisible()
    await checkA11y()
    const mail = await latestMail(page.request, account.email, 'agency-request')
    expect(mail.subject).toBe(`Votre demande de devis pour « ${title} » a bien été envoyée`)
    await sent.getByRole('button', { name: 'Fermer' }).click()

    // An option: the agency is known, the form opens at once; its hold is a countdown.
    const option = await openForm(page, 'Poser une option')
    await option.getByRole('button', { name: 'Poser l’option' }).click()
    const held = page.getByRole('dialog', { name: 'Option posée' })
    await expect(held.getByText('PLUS 2J : 23H')).toBeVisible()
    await checkA11y()
    await held.getByRole('button', { name: 'Fermer' }).click()

    // Mes demandes: both, newest first; the option expires when the demo control ends its hold.
    await page.goto('/client-space/requests')
    await hydrated(page)
    const rows = page.getByRole('list', { name: 'Demandes envoyées' }).getByRole('listitem')
    await expect(rows).toHaveCount(2)
    await expect(rows.nth(0)).toContainText(/Option posée — expire le/)
    await expect(rows.nth(0)).toContainText('PLUS 2J : 23H')
    await expect(rows.nth(0)).toContainText(`Agence ${agency}`)
    await expect(rows.nth(1)).toContainText('Envoyée')
    await expect(rows.nth(1)).toContainText('2 adultes')
    await checkA11y()
    const ended = await page.request.post('/api/v2/demo/agency-requests/hold', { headers: SAME_SITE, data: { email: account.email, minutes: 0 } })
    expect(await ended.json()).toEqual({ changed: 1 })
    await page.reload()
    await hydrated(page)
    await expect(rows.nth(0)).toContainText('Option expirée')
    await expect(rows.nth(0)).not.toContainText('PLUS')
  })
})
