import { test as base, expect, type Locator, type Page } from '@playwright/test'
import axe from 'axe-core'

/**
 * Every test gets `page` with two guards: no console error or CSP violation, and an axe
 * check (WCAG 2.2 AA) of each page it visits, run by `checkA11y` and at the end of the test.
 */
export const test = base.extend<{
  checkA11y: (page?: Page) => Promise<void>
  /** Console errors a test expects (e.g. the 404 of a not-found page). */
  allowedConsoleErrors: RegExp | undefined
}>({
  allowedConsoleErrors: [undefined, { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = []
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return
      if (allowedConsoleErrors?.test(msg.text())) return
      problems.push(msg.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await use(page)
    expect(problems, 'console errors or CSP violations').toEqual([])
  },
  checkA11y: async ({ page }, use) => {
    const check = async (target: Page = page) => {
      // axe-core is injected once per document (client-side navigations keep it) and reports violations only.
      if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(axe.source)
      await stylesLoaded(target)
      // The page at rest: a colour caught mid-transition (a button turning primary) is not its contrast.
      await target.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
      )
      const violations = await target.evaluate(
        ({ tags, exclude }) =>
          (window as unknown as { axe: typeof axe }).axe
            .run({ exclude }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false })
            .then((r) => r.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html })) }))),
        {
          tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
          // The map's canvas.
          exclude: [['.maplibregl-canvas']],
        },
      )
      const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target} ${n.html.slice(0, 160)}`).join(', ')})`)
      expect(summary, `axe violations on ${target.url()}`).toEqual([])
    }
    await use(check)
  },
})

export { expect }

/** The date `offset` days from today in Paris (the tests' browser time zone), as yyyy-mm-dd. */
export const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() + offset * 86_400_000))

/** The results of a Paris → New York round trip for 2 adults, leaving in `offset` days for a week. */
export const parisNewYork = (offset: number) =>
  `/search?from=PAR&to=NYC&fromLabel=Paris&toLabel=New%20York&departure=${day(offset)}&return=${day(offset + 7)}&adults=2`

/**
 * The page's style sheets have arrived: after a navigation a click started, a test can reach the
 * document while its render-blocking sheets are on their way (a visitor sees nothing until then).
 */
export async function stylesLoaded(page: Page) {
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null))
}

/**
 * The viewport at `size`, as a page loaded at that size shows it. A block the browser skips while
 * off screen (`content-visibility: auto`) keeps the height it had when last laid out, at the old
 * width, until it is laid out again: its text then lies outside its box, where axe reads light
 * footer links on the page's white. Each such block is laid out once, as scrolling past it would.
 */
export async function resizeViewport(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size)
  await page.evaluate(async () => {
    const skipped = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => getComputedStyle(el).contentVisibility === 'auto')
    for (const el of skipped) el.style.contentVisibility = 'visible'
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    for (const el of skipped) el.style.removeProperty('content-visibility')
  })
}

/**
 * Waits until the page and every server-rendered lazy part have hydrated (ClickReplay's
 * `data-hydrated`). Clicks made before are held and replayed, but a flow that reads client
 * state starts from a hydrated page. A readiness wait, like a navigation's: on a loaded machine
 * hydration can take longer than an assertion's 10 s. A part inside a deferred one (the home's
 * blocks after the first) waits with it. Flight results: until the list holds its
 * first full page (cards counted then are the page's, as before hydration they are the server's).
 */
export async function waitForHydration(page: Page) {
  await stylesLoaded(page)
  await expect(page.locator('[data-click-replay]:not([data-hydrated]):not([data-deferred]):not([data-deferred] *)')).toHaveCount(0, { timeout: 30_000 })
  // The flight results' server page holds the cards its HTML shows; the rest of the page comes after hydration.
  await expect(page.locator('ol[data-partial]')).toHaveCount(0, { timeout: 30_000 })
}

/**
 * Waits until what a check reads (axe's colour contrast, a measure) is the final frame: no
 * overlay entering or leaving (react-aria marks it `data-entering` / `data-exiting` until its
 * animation has ended), no open dialog still transparent, no animation running. On a touch
 * device react-aria first holds a modal at opacity 0 (inline style, no data attribute, no
 * animation) while the on-screen keyboard may open, up to 600 ms when none does as here, and
 * only then slides it in: a wait on animations alone passes before the drawer has appeared.
 * Endless animations (a spinner) are not waited for. Two frames are rendered first, so that
 * blocks laid out near the viewport (content-visibility) have been laid out where the page now is.
 */
export async function settled(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await page.waitForFunction(() => {
    const transparent = (el: Element | null): boolean => el !== null && (getComputedStyle(el).opacity !== '1' || transparent(el.parentElement))
    return (
      document.querySelector('[data-entering], [data-exiting]') === null &&
      [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].every((dialog) => !transparent(dialog)) &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)
    )
  })
}

/**
 * Holds the server functions' replies (the next page's loader) until `release`, so a check can
 * read the page while it loads.
 */
export async function holdServerFunctions(page: Page) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_serverFn/**', async (route) => {
    await held
    await route.continue().catch(() => {})
  })
  return release
}

/**
 * Waits until the map's markers stand still: fitting the results is an animation, and markers
 * regroup when a zoom ends, so a marker read or pressed during it may be gone or elsewhere a
 * moment later (a forced click then lands on the map, not on the marker).
 */
export async function markersStill(markers: Locator) {
  const positions = () =>
    markers.evaluateAll((els) => JSON.stringify(els.map((el) => [el.getAttribute('data-marker'), el.getBoundingClientRect().x, el.getBoundingClientRect().y])))
  await expect
    .poll(
      async () => {
        const before = await positions()
        await new Promise((resolve) => setTimeout(resolve, 300))
        return before === (await positions())
      },
      { timeout: 15_000 },
    )
    .toBe(true)
}

/**
 * A screenshot for people to look at, in test-results/shots/<spec>/ (nothing asserts on it).
 * Taken outside CI, or in CI with SHOTS=1: a full-page capture costs seconds of a 2-core machine.
 */
export async function shot(page: Page, name: string, { fullPage = false } = {}) {
  if (process.env.CI && process.env.SHOTS !== '1') return
  const spec = test
    .info()
    .file.replace(/^.*\//, '')
    .replace(/\.spec\.ts$/, '')
  await page.screenshot({ path: `test-results/shots/${spec}/${name}.png`, fullPage })
}

/** An element's box, which must be rendered. */
export async function box(locator: Locator) {
  const b = await locator.boundingBox()
  expect(b).not.toBeNull()
  return b!
}

/** Keyboard only: presses Tab (Shift+Tab with `back`) until `target` has focus, as a keyboard user moves. */
export async function tabTo(target: Locator, { back = false, max = 60 } = {}) {
  const page = target.page()
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`${String(target)} not reached with ${max} presses of Tab`)
}

/** Keyboard only: replaces the focused field's text. */
export async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Backspace')
  if (text) await page.keyboard.type(text)
}
