import type { Page } from '@playwright/test'
import { waitForHydration } from './fixtures'

/** The page loaded and hydrated: safe to type into. */
export async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle')
  await waitForHydration(page)
}

export const dialog = (page: Page) => page.getByRole('dialog')
