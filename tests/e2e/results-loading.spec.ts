import { expect, holdServerFunctions, parisNewYork, settled, test, waitForHydration } from './fixtures'

/** The results pages while they load: every state a user can see is axe-clean, transient ones too. */

test('axe finds nothing while results load: /search after a form submit, /search-products after a new search', async ({ page, checkA11y }) => {
  test.setTimeout(120_000)
  await page.goto(parisNewYork(20))
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Rechercher un vol' }).first()
  await form.getByRole('button', { name: 'Inverser le départ et la destination' }).click()
  let release = await holdServerFunctions(page)
  await form.getByRole('button', { name: 'Rechercher' }).click()
  await expect(form.getByRole('progressbar', { name: 'Recherche en cours…' })).toBeVisible()
  await checkA11y()
  release()
  await expect(page).toHaveURL(/from=NYC/)
  await expect(page.getByRole('button', { name: /^Départ/ }).first()).toContainText('New York')
  // Just loaded (within the 7 s a live-region message stays), once the strip's previous prices
  // (dashed, aria-busy) have gone.
  await expect(page.getByRole('navigation', { name: 'Dates flexibles' })).not.toHaveAttribute('aria-busy', 'true')
  await settled(page)
  await checkA11y()
  await page.unrouteAll({ behavior: 'ignoreErrors' })

  await page.goto('/search-products?travelType=sejour')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Modifier la recherche' }).click()
  const drawer = page.getByRole('dialog', { name: 'Séjours, Circuits, Croisières, vols' })
  await drawer.getByRole('radio', { name: 'Circuits', exact: true }).click()
  await settled(page)
  release = await holdServerFunctions(page)
  await drawer.getByRole('button', { name: 'Rechercher' }).click()
  // The drawer's footer button, pending.
  await expect(page.getByRole('progressbar', { name: 'Recherche en cours…' })).toBeVisible()
  await checkA11y()
  release()
  await expect(page).toHaveURL(/travelType=circuit/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Circuits')
  await checkA11y()
})
