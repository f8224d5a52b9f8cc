import { readFile } from 'node:fs/promises'
import type { Download, Locator, Page } from '@playwright/test'
import ICAL from 'ical.js'
import { extractText, getDocumentProxy } from 'unpdf'
import { contactToPayment, continueButton, passengersStep, startBooking } from './booking-helpers'
import { expect, resizeViewport, test } from './fixtures'

/**
 * Keeping a booking: from the confirmation page, its flights as a calendar file and its summary
 * as a PDF (this session's order only), and the confirmation e-mail in the demo mailbox.
 */

async function download(page: Page, link: Locator): Promise<{ file: Download; bytes: Buffer }> {
  // Bounded: a download that never begins fails here, not at the test's own timeout.
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), link.click()])
  return { file, bytes: await readFile((await file.path())!) }
}

/** 'DD/MM/YYYY - HH:mm' of an instant in UTC, as the confirmation page writes its times. */
const utc = (d: Date) => d.toISOString().replace(/^(\d{4})-(\d\d)-(\d\d)T(\d\d:\d\d).*$/, '$3/$2/$1 - $4')

test('book, then on the confirmation: the .ics (UTC instants of the flights), the PDF (reference, passengers), the e-mail in the mailbox; axe at 1280 and 375', async ({
  page,
  request,
  checkA11y,
}) => {
  test.setTimeout(300_000)
  const orderId = await startBooking(page)
  if (page.url().includes('/booking/fares')) await continueButton(page).click()
  await passengersStep(page)
  await continueButton(page).click()
  await contactToPayment(page)
  await page.getByRole('button', { name: /^Payer/ }).click()
  await expect(page).toHaveURL(`/booking/confirmation?order_id=${orderId}`)
  const reference = (await page.getByText('Référence dossier :').locator('strong').textContent())!
  expect(reference).toMatch(/^[A-Z0-9]{6}$/)

  // The calendar: one event per flight of the page, at the UTC times the page shows.
  await expect(page.getByRole('main')).toContainText(/Départ \d\d\/\d\d\/\d{4} - \d\d:\d\d · Arrivée/)
  const shown = [...(await page.getByRole('main').innerText()).matchAll(/Départ \d\d\/\d\d\/\d{4} - \d\d:\d\d · Arrivée \d\d\/\d\d\/\d{4} - \d\d:\d\d/g)].map(
    (m) => m[0],
  )
  expect(shown.length).toBeGreaterThan(1)
  const calendar = await download(page, page.getByRole('link', { name: 'Ajouter au calendrier' }))
  expect(calendar.file.suggestedFilename()).toBe(`voyage-${reference}.ics`)
  const events = new ICAL.Component(ICAL.parse(calendar.bytes.toString('utf8'))).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
  expect(events).toHaveLength(shown.length)
  events.forEach((event, i) => {
    expect(event.startDate.zone.tzid).toBe('UTC')
    expect(shown[i]).toBe(`Départ ${utc(event.startDate.toJSDate())} · Arrivée ${utc(event.endDate.toJSDate())}`)
    expect(event.summary).toMatch(/^Vol [A-Z0-9]{2} \d+ .+ → .+$/)
    expect(event.description).toContain(`Référence dossier : ${reference}`)
  })

  // The PDF summary.
  const summary = await download(page, page.getByRole('link', { name: 'Télécharger le récapitulatif' }))
  expect(summary.file.suggestedFilename()).toBe(`voyage-${reference}.pdf`)
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(summary.bytes)), { mergePages: true })
  expect(text).toContain(`Référence dossier : ${reference}`)
  for (const name of ['Claire Martin', 'Paul Martin', 'Léo Martin', 'Inès Martin']) expect(text).toContain(name)
  expect(text).toMatch(/heure locale \(\d\d:\d\d UTC/)

  // Another browser (no cookie of this session), or a malformed id, gets nothing.
  for (const path of [`/booking/calendar.ics?order_id=${orderId}`, `/booking/summary.pdf?order_id=${orderId}`, '/booking/summary.pdf?order_id=../x']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text()).not.toContain(reference)
  }

  await checkA11y()
  await resizeViewport(page, { width: 375, height: 812 })
  await checkA11y()

  // The confirmation e-mail, in the demo mailbox.
  await page.goto('/api/v2/demo/mailbox')
  const mail = page.getByRole('listitem').filter({ hasText: `Votre réservation ${reference} est confirmée` })
  await expect(mail).toBeVisible()
  await expect(mail.getByRole('link', { name: 'Voir ma réservation' })).toHaveAttribute('href', `/trip?reference=${reference}`)
  await expect(mail.getByRole('link', { name: `voyage-${reference}.ics` })).toBeVisible()
})
