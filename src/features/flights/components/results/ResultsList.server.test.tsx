// @vitest-environment node
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { FlightSummary } from '../../flight-summary'
import { PAGE_SIZE, SERVER_FIRST_PAGE } from '../../results-paging'

// The cards' 'Voir le détail' is a router link; outside a router it is a plain link.
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  Link: ({ children }: { children: ReactNode }) => <a href="/search">{children}</a>,
}))
const { ResultsList } = await import('./ResultsList')

const flight = (i: number): FlightSummary => ({
  id: `S${i}`,
  total: 100 + i,
  bagPrice: null,
  co2: null,
  passengers: '1 adulte',
  airportsDiffer: false,
  routes: [
    {
      carrier: 'AF',
      from: 'CDG',
      to: 'NCE',
      departure: '2027-03-10T10:00',
      arrival: '2027-03-10T11:30',
      travelTime: 90,
      stopNumber: 0,
      totalStopDuration: 0,
      nightsBeforeRoute: 0,
      train: false,
      checkedBag: null,
    },
  ],
})

const serverHtml = (count: number, layout: 'list' | 'grid', hasNextPage = true) =>
  renderToString(
    <ResultsList
      items={Array.from({ length: count }, (_, i) => flight(i))}
      names={{ airlines: {}, places: {} }}
      lowEmissionsMax={null}
      layout={layout}
      hasNextPage={hasNextPage}
      isFetchingNextPage={false}
      fetchNextPage={() => undefined}
    />,
  )
const cards = (html: string) => html.match(/<article\b/g)?.length ?? 0

describe('ResultsList on the server', () => {
  it("shows as many cards as the server's first page holds (list), no more (grid): the page's data is what its HTML shows", () => {
    expect(cards(serverHtml(PAGE_SIZE, 'list'))).toBe(SERVER_FIRST_PAGE)
    expect(cards(serverHtml(PAGE_SIZE, 'grid'))).toBeLessThanOrEqual(SERVER_FIRST_PAGE)
    // With the first page only: the same cards, no loading row on screen, the list marked partial.
    const first = serverHtml(SERVER_FIRST_PAGE, 'list')
    expect(cards(first)).toBe(SERVER_FIRST_PAGE)
    expect(first.match(/<li\b/g)).toHaveLength(SERVER_FIRST_PAGE)
    expect(first).toContain('data-partial="true"')
    expect(serverHtml(SERVER_FIRST_PAGE, 'list', false)).not.toContain('data-partial')
  })
})
