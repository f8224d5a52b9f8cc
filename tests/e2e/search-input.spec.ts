import fc from 'fast-check'
import { day, expect, test, shot } from './fixtures'

/**
 * No input a user can type or paste yields a 5xx (flights hardening, item 1): a /search URL that
 * breaks a rule of the form renders (200) the modify-search form with the spec's message next
 * to its field, and the user can fix it and search again.
 */

const M = {
  required: 'Requise',
  pickDeparture: 'Veuillez sélectionner une ville de départ dans la liste proposée',
  pickDestination: 'Veuillez sélectionner une ville de destination dans la liste proposée',
  invalidDate: 'Date invalide',
  returnBeforeDeparture: 'La date de retour doit être après la date de départ',
  tooManyPassengers: '9 passagers maximum',
  infantsOverAdults: 'Un bébé maximum par adulte',
  samePlace: 'Veuillez choisir une destination différente du départ',
}

const KNOWN = ['PAR', 'NCE', 'LYS']
interface Input {
  type: 'roundTrip' | 'oneWay'
  from: string
  to: string
  departure: number
  back: number
  adults: number
  childrens: number
  infants: number
}

/** The test's own reading of flights.md §5 (earliest date: today + 3; offsets avoid the boundary). */
function expectedMessages(i: Input): string[] {
  const out: string[] = []
  if (!KNOWN.includes(i.from)) out.push(M.pickDeparture)
  if (!KNOWN.includes(i.to)) out.push(M.pickDestination)
  else if (i.from === i.to) out.push(M.samePlace)
  const departureOk = i.departure > 3
  if (!departureOk) out.push(M.invalidDate)
  if (i.type === 'roundTrip') {
    const back = i.departure + i.back
    if (back <= 3) out.push(M.invalidDate)
    else if (departureOk && back < i.departure) out.push(M.returnBeforeDeparture)
  }
  if (i.adults + i.childrens + i.infants > 9) out.push(M.tooManyPassengers)
  if (i.infants > i.adults) out.push(M.infantsOverAdults)
  return out
}

const url = (i: Input) =>
  `/search?${new URLSearchParams({
    _type: i.type,
    from: i.from,
    to: i.to,
    departure: day(i.departure),
    ...(i.type === 'roundTrip' ? { return: day(i.departure + i.back) } : {}),
    adults: String(i.adults),
    childrens: String(i.childrens),
    infants: String(i.infants),
  })}`

const input = fc.record<Input>({
  type: fc.constantFrom('roundTrip', 'oneWay'),
  from: fc.constantFrom('PAR', 'NCE', 'LYS', 'ZZZ'),
  to: fc.constantFrom('PAR', 'NCE', 'LYS', 'ZZZ'),
  departure: fc.constantFrom(-10, -1, 1, 10, 20, 40),
  back: fc.constantFrom(-3, 0, 5),
  adults: fc.integer({ min: 1, max: 9 }),
  childrens: fc.integer({ min: 0, max: 9 }),
  infants: fc.integer({ min: 0, max: 9 }),
})

test('property: any /search URL renders without a 5xx, with the French message of each broken rule', async ({ request }) => {
  test.setTimeout(180_000)
  await fc.assert(
    fc.asyncProperty(input, async (i) => {
      const response = await request.get(url(i))
      expect(response.status(), url(i)).toBe(200)
      const html = await response.text()
      const messages = expectedMessages(i)
      if (messages.length === 0) {
        expect(html, url(i)).not.toContain('Vérifiez votre recherche')
        return
      }
      expect(html, url(i)).toContain('Vérifiez votre recherche')
      expect(html, url(i)).toContain('aria-label="Rechercher un vol"')
      for (const message of messages) expect(html, `${url(i)}: ${message}`).toContain(message)
    }),
    { seed: 1307, numRuns: 30, endOnFailure: true },
  )
})

test('the URL schema accepts what the API refuses: the form says why', async ({ request }) => {
  for (const query of ['adults=2&infants=3', 'childrens=9', 'infants=9']) {
    const response = await request.get(`/search?from=PAR&to=NCE&departure=${day(20)}&return=${day(25)}&${query}`)
    expect(response.status(), query).toBe(200)
    expect(await response.text()).toMatch(/9 passagers maximum|Un bébé maximum par adulte/)
  }
})

test('same place twice, return before departure: the messages next to the fields; fix and search again', async ({ page, checkA11y }) => {
  await page.goto(`/search?from=PAR&to=PAR&departure=${day(20)}&return=${day(10)}&adults=1`)
  await expect(page.locator('form[data-ready]').first()).toBeAttached()
  const form = page.getByRole('form', { name: 'Rechercher un vol' })
  await expect(page.getByRole('heading', { name: 'Vérifiez votre recherche' })).toBeVisible()
  await expect(form.getByRole('button', { name: /^Destination/ })).toHaveAccessibleDescription(/Veuillez choisir une destination différente du départ/)
  await expect(form.getByText('La date de retour doit être après la date de départ')).toBeVisible()
  // Names, not codes, from the server's lookup.
  await expect(form.getByRole('button', { name: /^Départ/ })).toContainText('Paris')
  await expect(form.getByRole('button', { name: /^Départ/ })).not.toContainText('PAR (PAR)')
  await checkA11y()
  await shot(page, 'search-invalid-1280')

  // Fix the destination: its message goes; sending re-checks the dates.
  await form.getByRole('button', { name: /^Destination/ }).click()
  const picker = page.getByRole('dialog').last()
  await picker.getByRole('searchbox').fill('nice')
  await picker.getByRole('option', { name: /Nice/ }).first().click()
  await expect(form.getByText('Veuillez choisir une destination différente du départ')).toHaveCount(0)
  await form.getByRole('button', { name: 'Rechercher' }).click()
  await expect(form.getByText('La date de retour doit être après la date de départ')).toBeVisible()
  await expect(page).toHaveURL(/to=PAR/)
})

test('a valid pasted URL still searches, with names in the form', async ({ page }) => {
  await page.goto(`/search?from=PAR&to=NCE&departure=${day(20)}&return=${day(25)}&adults=1`)
  await expect(page.getByRole('heading', { name: /\d+ vols?/ })).toBeVisible()
  const form = page.getByRole('form', { name: 'Rechercher un vol' })
  await expect(form.getByRole('button', { name: /^Destination/ })).toContainText('Nice')
  await expect(form.getByRole('button', { name: /^Destination/ })).not.toContainText('NCE (NCE)')
})
