import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import ICAL from 'ical.js'
import { extractText, getDocumentProxy } from 'unpdf'
import { signInAsNewUser } from './account.helpers'
import { contactToPayment, continueButton, passengersStep, startBooking } from './booking-helpers'
import { expect, resizeViewport, settled, tabTo, test, waitForHydration, shot } from './fixtures'

/** 'Mes voyages', a booking's page, its cancellation request and the lookup by reference and e-mail. */

const PAYER_EMAIL = 'claire.martin@example.fr'
const NOT_FOUND = 'Aucune réservation ne correspond à cette référence et à cette adresse e-mail.'

/** axe at 1280 then 375 px, back to 1280. */
async function axeBothWidths(page: Page, checkA11y: (page?: Page) => Promise<void>) {
  await settled(page)
  await checkA11y()
  await resizeViewport(page, { width: 375, height: 812 })
  await settled(page)
  await checkA11y()
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** A download started by `start` (a click, a key), with its bytes. */
async function download(page: Page, start: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), start()])
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) }
}

const pdfText = async (bytes: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text

/** An instant read as 'DD/MM/YYYY - HH:mm' (UTC), as the local 'HH:mm' in `timeZone`. */
function localTime(utc: string, timeZone: string): string {
  const [d, m, y, hh, mm] = utc.match(/\d+/g)!
  const instant = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm)))
  return new Intl.DateTimeFormat('fr-FR', { timeZone, hour: '2-digit', minute: '2-digit' }).format(instant)
}

test('booked signed in: listed in Mes voyages with its total and local times, its page and its documents by keyboard, a cancellation request kept after a reload; the lookup says nothing about a reference, then gives the booking and its PDF', async ({
  page,
  request,
  checkA11y,
}) => {
  test.setTimeout(480_000)
  await page.setViewportSize({ width: 1280, height: 800 })

  // Before any booking: the empty state leads to the flight search and the home page.
  await signInAsNewUser(page, '/client-space/trips')
  await expect(page.getByRole('heading', { level: 1, name: 'Mes voyages' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Aucun voyage pour le moment' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Rechercher un vol' })).toHaveAttribute('href', '/vol')
  await expect(page.getByRole('link', { name: 'Découvrir nos séjours' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('navigation', { name: 'Mon espace client' }).getByRole('link', { name: 'Mes voyages' })).toHaveAttribute('aria-current', 'page')
  await axeBothWidths(page, checkA11y)

  // A booking, paid signed in.
  await startBooking(page)
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/booking\/passengers\?order_id=/)
  await passengersStep(page)
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/booking\/contact\?order_id=/)
  await contactToPayment(page)
  await page.getByRole('button', { name: /^Payer/ }).click()
  await expect(page).toHaveURL(/\/booking\/confirmation\?order_id=/)
  const reference = (await page
    .getByText(/^Référence dossier/)
    .locator('strong')
    .textContent())!.trim()
  expect(reference).toMatch(/^[A-Z0-9]{6}$/)
  const total = (await page.getByRole('region', { name: 'Total payé' }).getByText(/€/).first().textContent())!.trim()
  const firstUtc = (await page
    .getByText(/\d\d\/\d\d\/\d{4} - \d\d:\d\d/)
    .first()
    .textContent())!.match(/\d\d\/\d\d\/\d{4} - \d\d:\d\d/)![0]

  // 'Mes voyages': the booking with its total and the departure's local time (Paris), upcoming.
  await page.goto('/client-space/trips')
  await waitForHydration(page)
  const upcoming = page.getByRole('region', { name: 'À venir' })
  const row = upcoming.locator(`[data-trip="${reference}"]`)
  await expect(row).toContainText('Paris → New York (aller-retour)')
  await expect(row).toContainText(total)
  await expect(row).toContainText('Confirmée')
  await expect(row).toContainText(`Référence : ${reference}`)
  await expect(row).toContainText(`, ${localTime(firstUtc, 'Europe/Paris')} →`)
  await expect(row).toContainText('Claire Martin, Paul Martin, Léo Martin, Inès Martin')
  await axeBothWidths(page, checkA11y)
  await shot(page, 'trips-1280', { fullPage: true })

  // Keyboard only, from the list to the booking's page.
  const link = row.getByRole('link', { name: 'Paris → New York (aller-retour)' })
  await tabTo(link)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/client-space/trips/${reference}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Paris → New York (aller-retour)' })).toBeVisible()
  const itinerary = page.getByRole('region', { name: 'Itinéraire' })
  // The first departure side by side: its local time in Paris and its UTC time.
  await expect(itinerary.getByText(`${firstUtc} UTC`).first()).toBeVisible()
  await expect(itinerary).toContainText(`, ${localTime(firstUtc, 'Europe/Paris')} (heure locale)`)
  await expect(page.getByRole('region', { name: 'Paiement', exact: true })).toContainText(total)
  await expect(page.getByRole('region', { name: 'Votre agence' })).toContainText('Lundi')
  await axeBothWidths(page, checkA11y)
  await shot(page, 'trip-1280', { fullPage: true })

  // Its documents, by keyboard: the calendar file has one event per flight of the itinerary.
  const flights = await itinerary.getByText(/^(Vol|Train) /).count()
  const calendarLink: Locator = page.getByRole('link', { name: 'Ajouter au calendrier' })
  await tabTo(calendarLink)
  const calendar = await download(page, () => page.keyboard.press('Enter'))
  expect(calendar.name).toBe(`voyage-${reference}.ics`)
  const events = new ICAL.Component(ICAL.parse(calendar.bytes.toString('utf8'))).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
  expect(events).toHaveLength(flights)
  expect(events[0]!.description).toContain(`Référence dossier : ${reference}`)
  // Only the signed-in owner gets them by reference: another browser (no cookie) gets the 404.
  const stranger = await request.get(`/booking/summary.pdf?reference=${reference}`)
  expect(stranger.status()).toBe(404)
  expect(await stranger.text()).not.toContain(reference)

  // Cancellation: the fare's conditions first, then the request, kept after a reload.
  await tabTo(page.getByRole('button', { name: 'Demander une annulation' }))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Demander une annulation' })
  await expect(dialog).toContainText(/Votre tarif \w+ (est|n’est pas) remboursable/)
  await axeBothWidths(page, checkA11y)
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(/Demande d’annulation en cours/)).toBeVisible()
  await page.reload()
  await expect(page.getByText(/Demande d’annulation en cours/)).toBeVisible()
  await page.goto('/client-space/trips')
  await expect(page.locator(`[data-trip="${reference}"]`)).toContainText('Demande d’annulation en cours')

  // Another account's booking is a 404 (French page).
  const unknown = await page.request.get('/client-space/trips/ZZZZZ9')
  expect(unknown.status()).toBe(404)
  expect(await unknown.text()).toContain('Page introuvable')

  // The lookup: a wrong e-mail and an unknown reference get the same answer; the right pair the booking.
  await page.goto('/trip')
  await waitForHydration(page)
  const find = async (ref: string, email: string) => {
    await page.getByRole('textbox', { name: /Référence de réservation/ }).fill(ref)
    await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill(email)
    await page.getByRole('button', { name: 'Retrouver ma réservation' }).click()
  }
  await find(reference, 'quelquun@example.fr')
  const refused = page.getByRole('alert').filter({ hasText: NOT_FOUND })
  await expect(refused).toBeVisible()
  const wrongEmailText = await refused.textContent()
  await find('ZZZZZ9', PAYER_EMAIL)
  await expect(refused).toBeVisible()
  expect(await refused.textContent()).toBe(wrongEmailText)
  await axeBothWidths(page, checkA11y)
  await find(reference.toLowerCase(), PAYER_EMAIL)
  await expect(page.getByRole('heading', { level: 1, name: 'Paris → New York (aller-retour)' })).toBeVisible()
  await expect(page.getByText(/Demande d’annulation en cours/)).toBeVisible()
  await axeBothWidths(page, checkA11y)

  // Found by reference and e-mail: its PDF (a form posts them, the e-mail stays out of the URL); a wrong e-mail gets nothing.
  const summary = await download(page, () => page.getByRole('button', { name: 'Télécharger le récapitulatif' }).click())
  expect(summary.name).toBe(`voyage-${reference}.pdf`)
  const text = await pdfText(summary.bytes)
  expect(text).toContain(`Référence dossier : ${reference}`)
  expect(text).toContain('Claire Martin (Adulte)')
  const wrong = await request.post('/booking/summary.pdf', {
    form: { reference, email: 'quelquun@example.fr' },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(wrong.status()).toBe(404)
})
