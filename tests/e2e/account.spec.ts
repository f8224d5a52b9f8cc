import type { Locator, Page } from '@playwright/test'
import { createAccount, lastMailId, latestMail, newEmail, SAME_SITE } from './account.helpers'
import { expect, test, shot } from './fixtures'

/**
 * Sign-in, registration and the signed-in session (booking-and-accounts.md §2–§5, §8;
 * storefront-and-holidays.md §2.4), on the demo API, whose mailbox plays the user's inbox.
 */

/** Opens the sign-in page and waits for its code to hydrate (it loads after the page's). */
async function openSignIn(page: Page, url = '/auth/check-email') {
  await page.goto(url)
  await expect(page.locator('[data-sign-in-step][data-ready]')).toBeAttached()
}

const box = (page: Page, n: number) => page.getByRole('textbox', { name: `Chiffre ${n} sur 6` })

async function expectBoxes(page: Page, value: string) {
  for (let i = 1; i <= 6; i++) await expect(box(page, i)).toHaveValue(value[i - 1] ?? '')
}

/** A paste of `text` on an element, as the browser fires it. */
async function paste(target: Locator, text: string) {
  await target.evaluate((el, data) => {
    const clipboardData = new DataTransfer()
    clipboardData.setData('text', data)
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }))
  }, text)
}

const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(Mon compte|Bonjour )/ })

/** Everything the browser can read: the page's HTML, its scripts, storage and document.cookie. */
async function browserVisibleText(page: Page, scripts: Set<string>): Promise<string> {
  const html = await (await page.request.get(page.url())).text()
  // A blob: script is the Intl warm-up worker's, whose text is the page's inline script's (in the
  // HTML above); its URL ends with the page that made it.
  const code = await Promise.all([...scripts].filter((url) => !url.startsWith('blob:')).map(async (url) => (await page.request.get(url)).text()))
  const storage = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }))
  return [html, ...code, storage].join('\n')
}

test.describe('sign-in and registration', () => {
  test('register, confirm by link, signed in; sign out; sign in by code, back on the stored page', async ({ page, checkA11y, context }) => {
    test.setTimeout(150_000)
    const scripts = new Set<string>()
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.add(r.url()))
    const email = newEmail('ines')

    // A page that needs an account keeps where the user was and opens sign-in.
    await page.goto('/client-space/favorites')
    await expect(page).toHaveURL(/\/auth\/check-email$/)
    await expect(page.locator('[data-sign-in-step][data-ready]')).toBeAttached()
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion / Inscription' })).toBeVisible()
    await page.getByLabel('E-mail').fill(email)
    await page.getByText('Se souvenir de moi').click()
    await page.getByRole('button', { name: 'Continuer' }).click()

    // Registration: validated on submit, every field touched, the first in error focused.
    await expect(page.getByRole('heading', { level: 1, name: 'Créez votre compte en 1 minute !' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email)
    const create = page.getByRole('button', { name: 'Créer mon compte' })
    await create.click()
    await expect(page.getByRole('radio', { name: 'Madame' })).toBeFocused()
    await expect(page.getByRole('radiogroup', { name: 'Civilité' })).toContainText('La salutation est requise')
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveAccessibleDescription('Le prénom est requis')
    await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveAccessibleDescription('Le nom est requis')
    const password = page.getByRole('textbox', { name: 'Mot de passe' })
    await expect(password).toHaveAccessibleDescription('Le mot de passe est requis')
    const phone = page.getByRole('textbox', { name: 'Numéro de téléphone' })
    await expect(phone).toHaveAccessibleDescription('Le numéro de téléphone est requis')
    await expect(page.getByText('La date de naissance est requise')).toBeVisible()
    await checkA11y()

    // Typing fixes the messages one by one; nothing typed is lost.
    await page.getByText('Madame').click()
    await expect(page.getByRole('radiogroup', { name: 'Civilité' })).not.toContainText('La salutation est requise')
    await page.getByRole('textbox', { name: 'Prénom' }).fill('Inès')
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Roy')
    await page.getByRole('textbox', { name: 'E-mail' }).fill('ines@exemple')
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('E-mail invalide')
    await page.getByRole('textbox', { name: 'E-mail' }).fill('')
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription("L'e-mail est requis")
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email)

    // The password rules: a live checklist while typing, each rule's message once the field is left.
    const checklist = page.getByRole('list', { name: 'Exigences du mot de passe' })
    for (const [typed, message] of [
      ['abc', 'Le mot de passe doit contenir au moins 8 caractères'],
      ['abcdefgh', 'Le mot de passe doit contenir au moins une lettre majuscule'],
      ['Abcdefgh', 'Le mot de passe doit contenir au moins un caractère spécial'],
      ['Abcdefg!', 'Le mot de passe doit contenir au moins un chiffre'],
    ] as const) {
      await password.fill(typed)
      await expect(checklist).toBeVisible()
      await password.blur()
      await expect(page.getByText(message)).toBeVisible()
    }
    await password.fill('Voyage2026!')
    await expect(checklist.getByRole('listitem').filter({ hasText: 'Au moins un chiffre' })).toContainText('respecté')
    await password.blur()
    await expect(checklist).toBeHidden()

    // Date of birth: empty, its segments starting 18 years ago (§5's default); younger is refused.
    const birth = page.getByRole('group', { name: 'Date de naissance' })
    const year = birth.getByRole('spinbutton', { name: /année/ })
    await expect(year).not.toHaveText(/\d/)
    await birth.getByRole('spinbutton', { name: /jour/ }).click()
    await page.keyboard.type('1506')
    await expect(year).toBeFocused()
    await page.keyboard.press('ArrowUp')
    const defaultYear = new Date().getFullYear() - 18
    await expect(year).toHaveText(String(defaultYear))
    await page.keyboard.type(String(defaultYear + 5))
    await expect(page.getByText('Vous devez être âgé de 18 ans ou plus')).toBeVisible()
    await year.click()
    await page.keyboard.type('1990')
    await expect(page.getByText('Vous devez être âgé de 18 ans ou plus')).toBeHidden()

    // Phone with its country code, spaces allowed.
    await phone.fill('06 12')
    await expect(phone).toHaveAccessibleDescription('Le numéro de téléphone doit contenir au moins 6 chiffres')
    await phone.fill('06 12 34 56 78')

    // Preference coupling (§4).
    const postal = page.getByRole('checkbox', { name: "Je ne souhaite pas recevoir d'offres par courrier postal" })
    const promo = page.getByRole('radiogroup', { name: 'Souhaitez-vous recevoir des offres personnalisées ?' })
    const mails = page.getByRole('radiogroup', { name: 'Souhaitez-vous recevoir nos communications par e-mail ?' })
    await promo.getByText('Non').click()
    await expect(postal).toBeChecked()
    await promo.getByText('Oui').click()
    await expect(postal).not.toBeChecked()
    await mails.getByText('Oui').click()
    await page.getByText("Je ne souhaite pas recevoir d'offres par courrier postal").click()
    await expect(mails.getByRole('radio', { name: 'Non' })).toBeChecked()
    await expect(page.getByRole('link', { name: /Bloctel/ })).toHaveAttribute('href', 'https://www.bloctel.gouv.fr/')
    await expect(page.getByText('au maximum 3 ans après votre dernière utilisation')).toBeVisible()
    await checkA11y()
    await create.click()

    // Confirm e-mail: the banner, 'Renvoyez l'email' with 'Email envoyé !' for 3 s.
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmez votre e-mail' })).toBeVisible()
    await expect(page.getByText('Cliquez sur le lien reçu par e-mail pour activer votre compte !')).toBeVisible()
    const before = await lastMailId(page.request)
    await page.getByRole('button', { name: "Renvoyez l'email" }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Email envoyé !' })).toBeVisible()
    await checkA11y()
    await expect(page.getByText('Email envoyé !')).toBeHidden({ timeout: 6000 })

    // The link from the mailbox signs in and lands on the page asked at first.
    const link = await latestMail(page.request, email, 'confirm-email', before)
    await page.goto(link.link!)
    await expect(page).toHaveURL(/\/client-space\/favorites$/)
    await expect(accountButton(page)).toHaveText('Bonjour Inès')

    // The session: HttpOnly, SameSite=Lax, persistent ('Se souvenir de moi'); server-rendered name.
    const cookie = (await context.cookies()).find((c) => c.name === 'user_session')!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false })
    expect(cookie.expires).toBeGreaterThan(Date.now() / 1000 + 86_400)
    const firstHtml = await (await page.request.get('/vol')).text()
    expect(firstHtml).toContain('Bonjour Inès')
    // Its value reaches no HTML, script, storage or document.cookie.
    expect(await browserVisibleText(page, scripts)).not.toContain(cookie.value)

    // The popup by keyboard: open, Tab into it, Escape closes and gives the focus back.
    await page.goto('/')
    await accountButton(page).focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('navigation', { name: 'Mon compte' })
    await expect(menu.getByText('Bonjour Inès')).toBeVisible()
    await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'true')
    await checkA11y()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Accéder à mon compte' })).toBeFocused()
    for (const name of ['Mes informations', 'Mes produits favoris', 'Mes voyageurs']) {
      await page.keyboard.press('Tab')
      await expect(menu.getByRole('link', { name })).toBeFocused()
    }
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('button', { name: 'Me déconnecter' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(accountButton(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await menu.getByRole('link', { name: 'Mes voyageurs' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/client-space\/travelers$/)
    await expect(menu).toBeHidden()

    // 'Me déconnecter' ends the session and returns to '/'.
    await accountButton(page).click()
    await menu.getByRole('button', { name: 'Me déconnecter' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(accountButton(page)).toHaveText('Mon compte')
    expect((await context.cookies()).find((c) => c.name === 'user_session')).toBeUndefined()
    await page.goto('/client-space/travelers')
    await expect(page).toHaveURL(/\/auth\/check-email$/)

    // Sign in again by code: masked e-mail, a wrong code clears and refocuses, a pasted code fills all six.
    await expect(page.locator('[data-sign-in-step][data-ready]')).toBeAttached()
    await page.getByLabel('E-mail').fill(email)
    await page.getByRole('button', { name: 'Continuer' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Saisissez votre code' })).toBeVisible()
    await expect(page.getByText(`${email.slice(0, 3)}***@exemple.fr`)).toBeVisible()
    await expect(box(page, 1)).toBeFocused()
    const code = (await latestMail(page.request, email, 'login-code')).code!
    const wrong = code === '000000' ? '111111' : '000000'
    await page.keyboard.type(wrong)
    await page.getByRole('button', { name: 'Continuer' }).click()
    await expect(box(page, 1)).toHaveAccessibleDescription('Code incorrect ou expiré')
    await expectBoxes(page, '')
    await expect(box(page, 1)).toBeFocused()
    await checkA11y()
    await paste(box(page, 3), `Code : ${code}`)
    await expectBoxes(page, code)
    await page.getByRole('button', { name: 'Continuer' }).click()
    await expect(page).toHaveURL(/\/client-space\/travelers$/)
    await expect(accountButton(page)).toHaveText('Bonjour Inès')
    // Without 'Se souvenir de moi' the session ends with the browser.
    expect((await context.cookies()).find((c) => c.name === 'user_session')!.expires).toBe(-1)
  })

  test('entry and code step: messages, keyboard, new code, too many wrong codes, off-site redirect refused', async ({ page, checkA11y }) => {
    test.setTimeout(60_000)
    const account = await createAccount(page.request, 'Lucas', 'Bernard')
    await openSignIn(page, '/auth/check-email?redirect=%2F%2Fevil.example')
    const emailField = page.getByRole('textbox', { name: 'E-mail' })
    const next = page.getByRole('button', { name: 'Continuer' })
    await next.click()
    await expect(emailField).toHaveAccessibleDescription("L'e-mail est requis")
    await expect(emailField).toBeFocused()
    await emailField.fill('lucas@exemple')
    await expect(emailField).toHaveAccessibleDescription('E-mail invalide')
    await checkA11y()
    await emailField.fill(account.email)
    await next.click()

    // Digits only, typing advances, Backspace goes back, arrows move.
    await expect(box(page, 1)).toBeFocused()
    await expect(next).toBeDisabled()
    await page.keyboard.type('1a2')
    await expectBoxes(page, '12')
    await expect(box(page, 3)).toBeFocused()
    await page.keyboard.press('Backspace')
    await expectBoxes(page, '1')
    await expect(box(page, 2)).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(box(page, 1)).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(box(page, 2)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(box(page, 1)).toHaveAccessibleDescription('Veuillez saisir le code à 6 chiffres complet.')
    await checkA11y()

    // Five wrong codes: the API refuses the code (rate limit); a new code works.
    const first = (await latestMail(page.request, account.email, 'login-code')).code!
    const wrong = first === '999999' ? '888888' : '999999'
    for (let i = 1; i <= 5; i++) {
      await paste(box(page, 1), wrong)
      await next.click()
      await expect(box(page, 1)).toHaveAccessibleDescription(i < 5 ? 'Code incorrect ou expiré' : /Trop de codes incorrects/)
    }
    await paste(box(page, 1), first)
    await next.click()
    await expect(box(page, 1)).toHaveAccessibleDescription(/Trop de codes incorrects/)
    const before = await lastMailId(page.request)
    await page.getByRole('button', { name: 'Recevoir un nouveau code' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Nouveau code envoyé !' })).toBeVisible()
    const fresh = (await latestMail(page.request, account.email, 'login-code', before)).code!
    await paste(box(page, 6), fresh)
    await next.click()
    // `?redirect=//evil.example` is not a page of the site: the user lands on '/'.
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/)
    await expect(accountButton(page)).toHaveText(`Bonjour ${account.firstName}`)
  })
})

test.describe('account screens', () => {
  test('every screen at 375 and 1280 px is axe clean (screenshots kept)', async ({ page, checkA11y }) => {
    test.setTimeout(200_000)
    const account = await createAccount(page.request, 'Camille', 'Durand')
    const check = async (name: string, width: number) => {
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
      await checkA11y()
      await shot(page, `${name}-${width}`, { fullPage: true })
    }
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.context().clearCookies()
      await page.goto('/')
      await accountButton(page).click()
      await expect(page.getByRole('link', { name: 'Première visite ? Créer un compte' })).toBeVisible()
      await check('popup-signed-out', width)
      await page.getByRole('link', { name: 'Me connecter' }).click()
      await expect(page.locator('[data-sign-in-step][data-ready]')).toBeAttached()
      await check('entry', width)
      await page.getByRole('button', { name: 'Continuer' }).click()
      await expect(page.getByText("L'e-mail est requis")).toBeVisible()
      await check('entry-error', width)
      await page.getByLabel('E-mail').fill(newEmail('screens'))
      await page.getByRole('button', { name: 'Continuer' }).click()
      await expect(page.getByRole('heading', { name: 'Créez votre compte en 1 minute !' })).toBeVisible()
      await check('register', width)
      await page.getByRole('button', { name: 'Créer mon compte' }).click()
      await expect(page.getByText('Le prénom est requis')).toBeVisible()
      await page.getByRole('textbox', { name: 'Mot de passe' }).fill('abc')
      await check('register-errors', width)
      await page.getByRole('button', { name: "Modifier l'e-mail" }).click()
      await page.getByLabel('E-mail').fill(account.email)
      await page.getByRole('button', { name: 'Continuer' }).click()
      await expect(box(page, 1)).toBeFocused()
      await check('code', width)
      await page.keyboard.type('000000')
      await page.getByRole('button', { name: 'Continuer' }).click()
      await expect(page.getByText('Code incorrect ou expiré')).toBeVisible()
      await check('code-wrong', width)
      const code = (await latestMail(page.request, account.email, 'login-code')).code!
      await paste(box(page, 1), code)
      await page.getByRole('button', { name: 'Continuer' }).click()
      await expect(accountButton(page)).toHaveText(`Bonjour ${account.firstName}`)
      await accountButton(page).click()
      await expect(page.getByRole('button', { name: 'Me déconnecter' })).toBeVisible()
      await check('popup-signed-in', width)
      await page.keyboard.press('Escape')
    }
    // The link step (registration done, e-mail not yet confirmed).
    const email = newEmail('link')
    await page.request.post('/api/v2/auth/register', {
      headers: SAME_SITE,
      data: { gender: 'Mr', first_name: 'Hugo', last_name: 'Petit', email, password: 'Voyage2026!', date_of_birth: '1985-06-01', phone_number: '612345678' },
    })
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.context().clearCookies()
      await openSignIn(page)
      await page.getByLabel('E-mail').fill(email)
      await page.getByRole('button', { name: 'Continuer' }).click()
      await expect(page.getByRole('heading', { name: 'Confirmez votre e-mail' })).toBeVisible()
      await check('link', width)
    }
  })
})
