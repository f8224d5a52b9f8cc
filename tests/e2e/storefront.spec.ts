import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

/**
 * The storefront: the header's 'Nos voyages' drawer, the reference search, the home
 * blocks (slideshow, tag chips, flash-sale countdowns), the newsletter form; the mobile menu at
 * 375 px. axe runs in every open state.
 */

const header = (page: Page) => page.getByRole('banner')

// The slideshow waits its 10 s, and the machine may be slow: more time than the default 30 s.
test.describe.configure({ timeout: 90_000 })

test('header drawer three levels deep, by mouse then by keyboard; Escape restores focus', async ({ page, checkA11y }) => {
  await page.goto('/')
  await waitForHydration(page)
  // Only the current section is marked: on the home page none of the main links, not 'Ventes Flash' (a section of it) until it is there.
  const mainNav = header(page).getByRole('navigation', { name: 'Navigation principale' })
  const flash = mainNav.getByRole('link', { name: 'Ventes Flash' })
  await expect(mainNav.getByRole('link').first()).toBeVisible()
  await expect(mainNav.locator('[aria-current]')).toHaveCount(0)
  await expect(header(page).getByRole('link', { name: /^Ventes flash :/ })).not.toHaveAttribute('aria-current')
  await flash.click()
  await expect(page).toHaveURL(/\/#ventes-flash$/)
  await expect(flash).toHaveAttribute('aria-current', 'page')
  await expect(mainNav.locator('[aria-current]')).toHaveCount(1)
  const trigger = header(page).getByRole('button', { name: 'Nos voyages' })
  await trigger.click()
  const drawer = page.getByRole('dialog', { name: 'Nos voyages' })
  await expect(drawer).toBeVisible()
  // Level 1 → 2 → 3 by mouse: Séjours, then a region, then a destination link.
  await drawer.getByRole('button', { name: 'Séjours' }).click()
  await expect(drawer.getByRole('button', { name: 'Séjours' })).toHaveAttribute('aria-expanded', 'true')
  await drawer.getByRole('button', { name: 'Antilles et Caraïbes' }).click()
  const third = drawer.getByRole('region', { name: 'Antilles et Caraïbes' })
  await expect(third.getByRole('link').first()).toBeVisible()
  await checkA11y()
  // Another top tab replaces the opened stack from its depth.
  await drawer.getByRole('button', { name: 'Circuits' }).click()
  await expect(drawer.getByRole('region', { name: 'Antilles et Caraïbes' })).toHaveCount(0)
  await expect(drawer.getByRole('region', { name: 'Circuits' })).toBeVisible()
  // Escape closes it, clears the stack, and gives the focus back to the trigger.
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(trigger).toBeFocused()

  // By keyboard: Enter opens, → opens a tab and moves into its column, ← goes back.
  await page.keyboard.press('Enter')
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('region', { name: 'Circuits' })).toHaveCount(0)
  const sejours = drawer.getByRole('button', { name: 'Séjours' })
  await sejours.focus()
  await page.keyboard.press('ArrowRight')
  await expect(drawer.getByRole('link', { name: 'Tous les séjours' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  const france = drawer.getByRole('button', { name: 'France', exact: true })
  await expect(france).toBeFocused()
  await page.keyboard.press('Enter')
  const level3 = drawer.getByRole('region', { name: 'France' })
  const firstDestination = level3.getByRole('link').first()
  await expect(firstDestination).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(france).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(firstDestination).toBeFocused()
  await checkA11y()
  // Focus stays trapped in the drawer.
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab')
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(trigger).toBeFocused()

  // A tab with a url navigates (and closes the drawer).
  await trigger.click()
  await drawer.getByRole('button', { name: 'Séjours' }).click()
  await drawer.getByRole('button', { name: 'France', exact: true }).click()
  const href = await drawer.getByRole('region', { name: 'France' }).getByRole('link').first().getAttribute('href')
  await drawer.getByRole('region', { name: 'France' }).getByRole('link').first().click()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`))
})

test('reference search finds a seeded reference and opens its page; an unknown one shows the empty message', async ({ page, checkA11y }) => {
  await page.goto('/')
  const box = header(page).getByRole('combobox', { name: 'Référence produit' })
  await box.fill('hv010007')
  const list = page.getByRole('listbox', { name: 'Produits trouvés' })
  await expect(list.getByRole('option')).toHaveCount(1)
  await expect(list.getByRole('option').first()).toContainText('Réf. HV010007')
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await checkA11y()
  const title = (await list.getByRole('option').first().locator('span').first().textContent())!
  await box.press('ArrowDown')
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/product\/[^/?]+$/)
  // The product page (catalogue feature) of HV010007, whose slug ends with its id.
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+-10007$/)
  expect(title.length).toBeGreaterThan(0)

  const box2 = header(page).getByRole('combobox', { name: 'Référence produit' })
  await box2.fill('ZZ999999')
  await expect(page.getByText('Chargement...').first()).toBeVisible()
  await expect(page.getByText('Aucun produit trouvé pour cette référence').first()).toBeVisible()
  await expect(box2).toHaveAttribute('aria-expanded', 'false')
  await checkA11y()
  await box2.press('Escape')
  await expect(page.getByText('Aucun produit trouvé pour cette référence')).toHaveCount(0)
})

test('home: the slideshow advances, pauses on focus and by its button; tag chips filter; an ended flash sale reads Terminé', async ({ page, checkA11y }) => {
  await page.goto('/')
  const show = page.getByRole('region', { name: 'À la une' })
  const slide = (n: number) => show.getByRole('group', { name: `${n} sur 4`, includeHidden: true })
  await expect(slide(1)).not.toHaveAttribute('aria-hidden', 'true')
  await checkA11y()
  // It advances on its own (10 s).
  await expect(slide(2)).not.toHaveAttribute('aria-hidden', 'true', { timeout: 15_000 })
  await expect(slide(1)).toHaveAttribute('aria-hidden', 'true')
  // Controls: next, previous, a dot; wrap from the first to the last.
  const next = show.getByRole('button', { name: 'Diapositive suivante' })
  await next.focus()
  // Focus pauses it: the region announces the changes it no longer makes on its own.
  await expect(show.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite')
  await page.keyboard.press('Enter')
  await expect(slide(3)).not.toHaveAttribute('aria-hidden', 'true')
  await show.getByRole('button', { name: 'Diapositive précédente' }).click()
  await show.getByRole('button', { name: 'Diapositive précédente' }).click()
  await show.getByRole('button', { name: 'Diapositive précédente' }).click()
  await expect(slide(4)).not.toHaveAttribute('aria-hidden', 'true')
  await show.getByRole('button', { name: 'Afficher la diapositive 2 sur 4' }).click()
  await expect(slide(2)).not.toHaveAttribute('aria-hidden', 'true')
  await expect(show.getByRole('button', { name: 'Afficher la diapositive 2 sur 4' })).toHaveAttribute('aria-current', 'true')
  // The visible pause button.
  await show.getByRole('button', { name: 'Mettre en pause le diaporama' }).click()
  await expect(show.getByRole('button', { name: 'Lancer le diaporama' })).toBeVisible()
  await page.mouse.move(0, 0)
  await page.getByRole('heading', { level: 2, name: 'Ventes flash' }).focus()
  await expect(show.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite')

  // Tag chips filter the destination cards; choosing it again shows them all. The block's content
  // comes when it nears the viewport.
  await page.getByRole('region', { name: 'Nos destinations préférées' }).scrollIntoViewIfNeeded()
  const cards = page.getByRole('list', { name: 'Nos destinations préférées' }).getByRole('listitem')
  await expect(cards.first()).toBeVisible()
  const all = await cards.count()
  expect(all).toBeGreaterThan(4)
  const chips = page.getByRole('radiogroup', { name: 'Filtrer : Nos destinations préférées' })
  // One tag at a time: a radio group whose chosen chip can be unchosen.
  const france = chips.getByRole('radio', { name: 'France' })
  await france.click()
  await expect(france).toBeChecked()
  await expect.poll(() => cards.count()).toBeLessThan(all)
  const shown = await cards.count()
  expect(shown).toBeGreaterThan(0)
  await expect(page.getByRole('status').filter({ hasText: `: France` })).toHaveText(shown === 1 ? '1 destination : France' : `${shown} destinations : France`)
  await checkA11y()
  await france.click()
  await expect(france).not.toBeChecked()
  await expect(cards).toHaveCount(all)

  // Flash sales: the third banner ended yesterday; the others count down.
  const flash = page.getByRole('region', { name: 'Ventes flash' })
  await expect(flash.getByText('Terminé', { exact: true })).toHaveCount(1)
  await expect(flash.getByText(/^PLUS \d+(J : \d+)?H$/).first()).toBeVisible()
  await expect(flash.getByText(/^Dès|^à partir de/).first()).toBeVisible()
})

test('newsletter: required and invalid messages, disabled OK, typing clears, the sign-up page opens in a new tab', async ({ page, context, checkA11y }) => {
  await page.goto('/')
  // Keys pressed before the page has hydrated are lost (known; see the session note): wait.
  await waitForHydration(page)
  const email = page.getByRole('textbox', { name: 'Votre email' })
  const ok = page.getByRole('button', { name: 'OK', exact: true })
  await email.scrollIntoViewIfNeeded()
  await expect(ok).toBeDisabled()
  await email.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: "L'e-mail est requis" })).toBeVisible()
  await email.fill('marie.dupont@exemple')
  await email.blur()
  await expect(page.getByRole('alert').filter({ hasText: 'E-mail invalide' })).toBeVisible()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await checkA11y()
  await email.pressSequentially('.f')
  await expect(page.getByRole('alert').filter({ hasText: 'E-mail invalide' })).toHaveCount(0)
  await expect(ok).toBeDisabled()
  await email.pressSequentially('r')
  await expect(ok).toBeEnabled()
  const popup = context.waitForEvent('page')
  await ok.click()
  const signup = await popup
  await signup.waitForLoadState()
  expect(signup.url()).toContain('newsletter?email=marie.dupont%40exemple.fr')
  await expect(signup.getByRole('heading', { level: 1 })).toHaveText('Inscription à la newsletter')
  await signup.close()
  await expect(page.getByRole('status').filter({ hasText: 'Merci !' })).toBeVisible()
})

test('signed-out account popup, then the footer: payment logos, the support line and the legal links', async ({ page, checkA11y }) => {
  await page.goto('/')
  const account = header(page).getByRole('button', { name: 'Mon compte' })
  await account.click()
  await expect(header(page).getByRole('link', { name: 'Première visite ? Créer un compte' })).toBeVisible()
  await checkA11y()
  await page.keyboard.press('Escape')
  await expect(account).toHaveAttribute('aria-expanded', 'false')
  await expect(account).toBeFocused()
  await account.click()
  await header(page).getByRole('link', { name: 'Me connecter' }).click()
  await expect(page).toHaveURL(/\/auth\/check-email/)
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText(/0,15 euro/).first()).toBeVisible()
  await expect(footer.getByText(/lundi au samedi/i).first()).toBeVisible()
  await expect(footer.getByRole('img', { name: /chèque-vacances/i }).first()).toBeVisible()
  await expect(footer.getByRole('img', { name: /3 ou 4 fois/i }).first()).toBeVisible()
  await expect(footer.getByRole('link', { name: /Mentions légales/ })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Retrouver une réservation' })).toHaveAttribute('href', '/trip')
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })
  // Once, in the mobile project (375 px wide here), not again in the desktop one.
  test.beforeEach(() => test.skip(test.info().project.name !== 'mobile', 'mobile project only'))

  test('mobile menu: entries in order, the app’s sections in the app (as on desktop), each sub-panel with its back button, close closes everything; sign in @mobile', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/')
    await checkA11y()
    const burger = header(page).getByRole('button', { name: 'Menu' })
    await burger.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    const main = menu.getByRole('navigation', { name: 'Menu principal' })
    await expect(main.getByRole('listitem')).toHaveText([
      'Rechercher un voyage',
      'Retour à l’accueil',
      /^Ventes Flash/,
      /^Dernières Minutes/,
      'Séjours',
      'Circuits',
      /^Locations/,
      /^Mobile-Homes/,
      /^Week-Ends/,
      'Vacances scolaires',
      /^Idées voyages/,
      /^Coffrets Cadeaux/,
    ])
    // The app's own sections open in it, as the desktop header's links do; the main site's own pages in a new tab.
    await expect(main.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
    await expect(main.getByRole('link', { name: 'Ventes Flash' })).toHaveAttribute('href', '/#ventes-flash')
    await expect(main.getByRole('link', { name: 'Dernières Minutes' })).toHaveAttribute('href', /^\/search-products\?departureYearMonth=/)
    for (const name of ['Ventes Flash', 'Dernières Minutes', 'Locations', 'Mobile-Homes'])
      await expect(main.getByRole('link', { name })).not.toHaveAttribute('target')
    await expect(main.getByRole('link', { name: /^Coffrets Cadeaux/ })).toHaveAttribute('target', '_blank')
    await expect(main.getByRole('link', { name: /^Coffrets Cadeaux/ })).toContainText('(nouvel onglet)')
    // Signed out: 'Se connecter'.
    await expect(menu.getByRole('navigation', { name: 'Mon compte' }).getByRole('link')).toHaveText(['Se connecter'])
    await checkA11y()
    for (const [panel, first] of [
      ['Séjours', 'France'],
      ['Circuits', 'Circuits privés'],
      ['Vacances scolaires', 'Vacances de février'],
    ] as const) {
      await main.getByRole('button', { name: panel }).click()
      const sub = menu.getByRole('region', { name: panel })
      await expect(sub.getByRole('link').first()).toContainText(first)
      await expect(sub.getByRole('button', { name: `Retour au menu (${panel})` })).toBeFocused()
      await checkA11y()
      await sub.getByRole('button', { name: `Retour au menu (${panel})` }).click()
      await expect(sub).toBeHidden()
      await expect(main.getByRole('button', { name: panel })).toBeFocused()
    }
    // Close from a sub-panel closes everything.
    await main.getByRole('button', { name: 'Circuits' }).click()
    await menu.getByRole('button', { name: /Fermer/ }).click()
    await expect(menu).toBeHidden()
    await burger.click()
    await expect(menu.getByRole('region', { name: 'Circuits' })).toHaveCount(0)
    await main.getByRole('link', { name: 'Rechercher un voyage' }).click()
    await expect(page).toHaveURL(/\/search$/)
    await burger.click()
    await main.getByRole('link', { name: 'Ventes Flash' }).click()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL(/\/#ventes-flash$/)
    await expect(page.getByRole('region', { name: 'Ventes flash' })).toBeInViewport()
    await burger.click()
    await menu.getByRole('link', { name: 'Se connecter' }).click()
    await expect(page).toHaveURL(/\/auth\/check-email/)
  })

  test('home at 375 px: flash-sale banners swipe, the reference search opens from its icon, named apart from the forms’ Rechercher @mobile', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/')
    const toggle = header(page).getByRole('button', { name: 'Recherche par référence produit' })
    await toggle.click()
    const box = header(page).getByRole('combobox', { name: 'Référence produit' })
    await expect(box).toBeFocused()
    await box.fill('hv010007')
    await expect(page.getByRole('listbox', { name: 'Produits trouvés' }).getByRole('option')).toHaveCount(1)
    await checkA11y()
    await box.press('Escape')
    await toggle.click()
    const flash = page.getByRole('region', { name: 'Ventes flash' })
    await flash.scrollIntoViewIfNeeded()
    await expect(flash.getByText('Terminé', { exact: true })).toHaveCount(1)
    await checkA11y()
    // Beside a search form, one button is named 'Rechercher': the form's.
    await page.goto('/vol')
    await expect(page.getByRole('button', { name: 'Rechercher', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Rechercher' })).toHaveCount(1)
  })
})
