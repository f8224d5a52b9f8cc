import { expect, test } from './fixtures'

/** Keyboard operation of the composite widgets, in Chromium, on the Ladle stories. */
const story = (id: string) => `/?story=${id}&mode=preview`

test('OTP input: auto-advance, digits only, Backspace, arrows, paste', async ({ page }) => {
  await page.goto(story('otp-input--defaut'))
  const box = (n: number) => page.getByRole('textbox', { name: `Chiffre ${n} sur 6` })
  await box(1).click()
  await page.keyboard.type('1a2')
  await expect(box(3)).toBeFocused()
  await expect(box(2)).toHaveValue('2')
  await page.keyboard.press('Backspace')
  await expect(box(2)).toBeFocused()
  await expect(box(2)).toHaveValue('')
  await page.keyboard.press('ArrowLeft')
  await expect(box(1)).toBeFocused()
  await expect(page.getByRole('button', { name: 'Continuer' })).toBeDisabled()
  await page.evaluate(() => {
    const data = new DataTransfer()
    data.setData('text/plain', '482913')
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  })
  for (const [i, d] of [...'482913'].entries()) await expect(box(i + 1)).toHaveValue(d)
  await expect(page.getByRole('button', { name: 'Continuer' })).toBeEnabled()
})

test('Select: opens with the keyboard, arrows and Enter choose, focus returns', async ({ page }) => {
  await page.goto(story('select--defaut'))
  const trigger = page.getByRole('button', { name: /Pays/ })
  await trigger.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('option', { name: 'France' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('listbox')).toBeHidden()
  await expect(trigger).toBeFocused()
  await expect(trigger).toContainText('Belgique')
})

test('ComboBox: type, arrows, Enter; Escape closes the list', async ({ page }) => {
  await page.goto(story('combo-box--avec-sections'))
  const input = page.getByRole('combobox', { name: 'Ville de départ' })
  await input.fill('Mar')
  await expect(page.getByRole('listbox')).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(input).toHaveValue('Marseille')
  await input.fill('zzz')
  await expect(page.getByText('Aucune ville de départ trouvée')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('listbox')).toBeHidden()
})

test('DatePicker: type the date, open the calendar, arrows and Enter pick, Escape closes', async ({ page }) => {
  await page.goto(story('date-picker--avec-valeur'))
  const group = page.getByRole('group', { name: 'Date de naissance' })
  await group.getByRole('spinbutton', { name: /jour/i }).focus()
  await page.keyboard.type('01021990')
  await expect(group.getByRole('spinbutton', { name: /année/i })).toHaveText('1990')
  await group.getByRole('button').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: / 1 février 1990/ })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(group.getByRole('spinbutton', { name: /jour/i })).toHaveText('02')
  await group.getByRole('button').click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('Drawer: traps focus, Escape closes and focus returns to the trigger', async ({ page }) => {
  await page.goto(story('drawer--filtres'))
  const trigger = page.getByRole('button', { name: 'Filtres' })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Filtres' })
  await expect(dialog).toBeVisible()
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
})

test('Modal dialog: traps focus, Escape closes and restores focus', async ({ page }) => {
  await page.goto(story('dialog--defaut'))
  const trigger = page.getByRole('button', { name: 'Choisir une agence' })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Veuillez sélectionner votre agence' })
  await expect(dialog).toBeVisible()
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
})

test('ResponsivePicker: popover at 1280 px and bottom drawer at 375 px; Escape closes, focus returns', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(story('responsive-picker--formulaire-de-recherche'))
    const trigger = page.getByRole('button', { name: /^Ville de départ/ })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Ville de départ' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Retour' })).toHaveCount(width < 900 ? 1 : 0)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
  }
})

test('Slider and steppers: arrow keys', async ({ page }) => {
  await page.goto(story('slider--prix-maximum'))
  const slider = page.getByRole('slider', { name: 'Prix maximum' })
  await slider.focus()
  await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveValue('1300')
  await page.goto(story('number-field--compteurs'))
  const adults = page.getByRole('textbox', { name: 'Adultes' })
  await adults.focus()
  await page.keyboard.press('ArrowUp')
  await expect(adults).toHaveValue('2')
})
