import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components'
import { act, hydrateFromServer, screen, within } from 'design-system/testing'
import { stubIntersectionObserver } from '~/platform/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { homePageSchema } from '~/api-contract/storefront'
import { homePage } from '~/demo-api/seed/storefront'
import { outlineOf } from '../../home-blocks'

const fns = vi.hoisted(() => ({
  getHomeMoreBlocks: vi.fn(),
  getHomeContent: vi.fn(),
  getHeaderMenu: vi.fn(),
  getHeaderTabs: vi.fn(),
  searchProductReferences: vi.fn(),
}))
vi.mock('../../storefront.functions', () => fns)
// The first block's boundary waits for the viewport where the test's "server" has a window: rendered as is.
vi.mock('~/platform/ClickReplay', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ClickReplay: ({ children }: { children: ReactNode }) => children,
}))
// The router's Link as the anchor it renders.
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  Link: ({ to, className, children, ...rest }: { to: string; className?: string; children: ReactNode }) => (
    <a href={to} className={className} {...Object.fromEntries(Object.entries(rest).filter(([name]) => /^(aria-|target$|rel$)/.test(name)))}>
      {children}
    </a>
  ),
}))

const { default: HomeBlocks } = await import('./HomeBlocks')

const content = homePageSchema.parse(homePage())
const first = { ...content, blocks: content.blocks.slice(0, 1) }
const later = content.blocks.slice(1)
const outlines = later.flatMap((block) => outlineOf(block) ?? [])

const home = () => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <I18nProvider locale="fr-FR">
      <HomeBlocks page={first} more={outlines} />
    </I18nProvider>
  </QueryClientProvider>
)

describe('HomeBlocks', () => {
  let show: ReturnType<typeof stubIntersectionObserver>['show']
  beforeEach(() => {
    show = stubIntersectionObserver().show
    fns.getHomeMoreBlocks.mockReset()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('sends the later blocks as outlines, asks for them when one nears the viewport, and shows them in the same frames', async () => {
    expect(outlines.map((o) => o.size)).toEqual(['flash', 'destinations', 'activities', 'destinations', 'partners', 'destinations'])
    // A destination card of a later block, named nowhere in the first one.
    const card = later[1]!.value.modules.map((m) => (m.value as { title: string }).title).find((title) => !JSON.stringify(first).includes(title))!
    fns.getHomeMoreBlocks.mockResolvedValue(later)
    const errors = vi.spyOn(console, 'error')
    const { container, unmount } = await hydrateFromServer(home())
    // The server's markup and the hydrated page (no mismatch): each later block's heading and link, room for the rest, none of its cards.
    expect(errors).not.toHaveBeenCalled()
    const flash = screen.getByRole('region', { name: 'Ventes flash' })
    expect(flash).toHaveAttribute('id', 'ventes-flash')
    for (const outline of outlines) expect(screen.getByRole('heading', { level: 2, name: outline.title })).toBeInTheDocument()
    expect(within(flash).getByRole('link', { name: /Toutes les ventes flash/ })).toBeInTheDocument()
    expect(container.textContent).not.toContain(card)
    expect(fns.getHomeMoreBlocks).not.toHaveBeenCalled()
    // A keyboard user on the flash sales' link: it keeps the focus when the content comes.
    const link = within(flash).getByRole('link', { name: /Toutes les ventes flash/ })
    await act(async () => link.focus())
    await show((target) => flash.contains(target))
    expect(fns.getHomeMoreBlocks).toHaveBeenCalledTimes(1)
    expect(within(flash).getAllByRole('article').length).toBeGreaterThan(0)
    expect(link).toHaveFocus()
    // Blocks not yet near keep their room (and do not ask again); near, they show their content.
    const destinationsRegion = screen.getByRole('region', { name: 'Nos destinations préférées' })
    expect(within(destinationsRegion).queryByRole('list')).toBeNull()
    await show()
    expect(fns.getHomeMoreBlocks).toHaveBeenCalledTimes(1)
    expect(within(destinationsRegion).getByRole('list', { name: 'Nos destinations préférées' })).toHaveTextContent(card)
    expect(container.querySelector('[aria-busy]')).toBeNull()
    await unmount()
  })

  it('says once that the other offers are unavailable when they cannot be loaded, and keeps every heading and link', async () => {
    fns.getHomeMoreBlocks.mockRejectedValue(new Error('down'))
    const { unmount } = await hydrateFromServer(home())
    await show()
    expect(await screen.findAllByText('Nos autres offres sont momentanément indisponibles.')).toHaveLength(1)
    expect(document.querySelector('[aria-busy]')).toBeNull()
    for (const outline of outlines) expect(screen.getByRole('heading', { level: 2, name: outline.title })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Toutes les ventes flash/ })).toBeInTheDocument()
    await unmount()
  })
})
