// Initial JS per booking step (gzip), with a real order: the scripts and module preloads of each
// step's server HTML, counted as bench:initial-js counts them (the steps need an order of the
// session and the steps before done, which plain HTTP requests cannot make).
// Usage: npm run build && npm run bench:booking-js
// Starts the production server on a free port and drives the booking in Chromium (search →
// 'Sélectionner' → agency → every step → demo payment → confirmation), measuring each step.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { contactStep, continueButton, passengersStep, startBooking } from '../e2e/booking-helpers.ts'
import { pageJs } from './helpers.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const BUDGET = 170 * 1024
const port = Number(process.env.PORT) || 3900 + Math.floor(Math.random() * 90)
const server = spawn(process.execPath, ['src/platform/host/node-server.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
  stdio: 'ignore',
})

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not start')
}

const KB = (n) => `${(n / 1024).toFixed(1)} KB`
const rows = []

/** The step's server HTML (fetched again with the page's cookies) and the gzip size of its JS. */
async function measure(page, step) {
  const url = new URL(page.url())
  if (!url.pathname.endsWith(`/${step}`)) throw new Error(`expected the ${step} step, at ${url.pathname}`)
  const html = await (await page.request.get(page.url(), { maxRedirects: 0 })).text()
  const { files, gzip } = pageJs(html, step)
  rows.push({ step, files, gzip })
  console.log(url.pathname.padEnd(28), String(files).padStart(5), KB(gzip).padStart(17))
}

const heading = (page, name) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 })

let browser
try {
  await waitForServer()
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
  const page = await (await browser.newContext({ baseURL: `http://localhost:${port}`, locale: 'fr-FR', viewport: { width: 1280, height: 800 } })).newPage()
  page.setDefaultTimeout(30_000)
  console.log('step'.padEnd(28), 'files', 'initial JS (gzip)')
  await startBooking(page)

  await heading(page, 'Choisissez votre tarif')
  await measure(page, 'fares')
  await continueButton(page).click()

  await page.waitForURL(/\/booking\/passengers\?/)
  await passengersStep(page)
  await measure(page, 'passengers')
  await continueButton(page).click()

  // The step's own field, not just its heading (the shell's title can change first).
  await page.getByRole('textbox', { name: 'Adresse' }).waitFor()
  await contactStep(page)
  await measure(page, 'contact')
  await continueButton(page).click()

  await page.waitForURL(/\/booking\/ancillaries\?/)
  await heading(page, 'Options de voyage')
  await measure(page, 'ancillaries')
  await continueButton(page).click()

  await page.waitForURL(/\/booking\/insurance\?/)
  await heading(page, 'Assurance voyage')
  await measure(page, 'insurance')
  await page.getByRole('button', { name: 'Sélectionner' }).first().click()
  await page.getByRole('button', { name: 'Sélectionné' }).waitFor()
  await continueButton(page).click()

  await page.waitForURL(/\/booking\/summary\?/)
  await page.getByRole('radiogroup', { name: 'Moyen de paiement' }).waitFor()
  await measure(page, 'summary')
  await page.getByRole('radiogroup', { name: 'Moyen de paiement' }).getByRole('radio').first().check({ force: true })
  for (const box of await page.getByRole('checkbox').all()) if (!(await box.isChecked())) await box.locator('xpath=ancestor::label').click()
  await page.getByRole('button', { name: /Payer/ }).last().click()
  await page.waitForURL(/\/api\/v2\/demo\/payment\//)
  await page.getByRole('button', { name: /^Payer/ }).click()
  await page.waitForURL(/\/booking\/confirmation\?order_id=/)
  await page.getByRole('heading', { level: 1 }).waitFor()
  await measure(page, 'confirmation')

  const over = rows.filter((r) => r.gzip > BUDGET)
  console.log(over.length ? `\nOver budget (170 KB): ${over.map((r) => r.step).join(', ')}.` : '\nEvery booking step within 170 KB gzip.')
  process.exitCode = over.length ? 1 : 0
} catch (error) {
  console.error(error)
  process.exitCode = 2
} finally {
  await browser?.close()
  server.kill('SIGTERM')
}
