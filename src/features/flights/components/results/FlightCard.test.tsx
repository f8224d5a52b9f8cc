import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from 'design-system/testing'
import type { FlightRoute, Solution } from '~/api-contract/flights'
import type { Names } from './FlightCard'

// The card's 'Voir le détail' is a router link; outside a router it is a plain link.
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  Link: ({ children, className, 'aria-label': label }: { children: ReactNode; className?: string; 'aria-label'?: string }) => (
    <a href="/search" className={className} aria-label={label}>
      {children}
    </a>
  ),
}))
const { FlightCard } = await import('./FlightCard')
const { toFlightSummary } = await import('../../flight-summary')

type Leg = [from: string, to: string, departure: string, arrival: string]

function route(id: string, legs: Leg[], { carrier = 'AF', pieces = 0, nights = 0, equipment = '320' } = {}): FlightRoute {
  const segments = legs.map(([from, to, dep, arr], i) => ({
    id: `${id}-${i}`,
    departure: from,
    arrival: to,
    departureCityCode: from,
    arrivalCityCode: to,
    departureDateTime: dep,
    arrivalDateTime: arr,
    duration: '2:00',
    carrier,
    flightNumber: `${carrier}${100 + i}`,
    equipment,
    cabinClass: 1 as const,
    timeBeforeSegment: i === 0 ? 0 : 90,
    fare: { name: 'Light', fareBasis: 'XLIGHT', baggagePieces: pieces, baggageWeight: pieces ? 23 : null, options: [] },
  }))
  const minutes = (iso: string) => Date.parse(`${iso}:00Z`) / 60000
  return {
    id,
    carrier,
    segments,
    travelTime: minutes(segments.at(-1)!.arrivalDateTime) - minutes(segments[0]!.departureDateTime),
    stopNumber: segments.length - 1,
    totalStopDuration: (segments.length - 1) * 90,
    nightsBeforeRoute: nights,
    baggages: pieces,
    airportChange: false,
  }
}

function solution(routes: FlightRoute[], { total = 1234.5, adults = 2, childrens = 0, infants = 0 } = {}): Solution {
  return {
    id: 'S1',
    gdsType: 'REGULAR',
    routes,
    priceInfo: { total, currencySymbol: '€', passengerNumber: adults + childrens + infants },
    adults: { number: adults },
    childrens: { number: childrens },
    infants: { number: infants },
  }
}

const names: Names = {
  airlines: { AF: { name: 'Air France', logo: '/logos/AF.png' } },
  places: {
    CDG: { name: 'Paris-Charles de Gaulle', city: 'Paris', countryCode: 'FR' },
    ORY: { name: 'Paris-Orly', city: 'Paris', countryCode: 'FR' },
    JFK: { name: 'New York-JFK', city: 'New York', countryCode: 'US' },
    LIS: { name: 'Lisbonne', city: 'Lisbonne', countryCode: 'PT' },
  },
}

const outbound = route('R0', [['CDG', 'JFK', '2027-03-10T10:00', '2027-03-10T12:30']])
const inbound = route('R1', [['JFK', 'CDG', '2027-03-17T18:00', '2027-03-18T07:30']])

// The card shows a solution's summary, as the server sends it.
const renderCard = (s: Solution, mark?: number) => render(<FlightCard flight={toFlightSummary(s, mark)} names={names} layout="list" />)
/** The card's legs, each announced by its label ('Aller :', 'Retour :', 'Vol 2 :'). */
const legs = (card: HTMLElement) => [...card.querySelectorAll<HTMLElement>('[data-leg]')]

describe('FlightCard', () => {
  it('a round trip: its heading says route, airline and price; Aller and Retour; the detail link; passengers', () => {
    renderCard(solution([outbound, inbound]))
    const card = screen.getByRole('article')
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      /^Vol Paris-Charles de Gaulle - New York-JFK, Air France, 1[\u202f\u00a0 ]234,50[\u202f\u00a0 ]€$/,
    )
    expect(legs(card).map((leg) => leg.textContent?.split(' :')[0])).toEqual(['Aller', 'Retour'])
    expect(within(card).getByRole('link', { name: 'Voir le détail du vol Paris-Charles de Gaulle - New York-JFK' })).toHaveTextContent('Voir le détail')
    expect(card).toHaveTextContent('2 adultes')
    // Same airports both ways, no night between legs: no note.
    expect(card.querySelectorAll('[data-note]')).toHaveLength(0)
  })

  it('with a mark: the heading reads it and the badge shows it; without: neither', () => {
    const { unmount } = renderCard(solution([outbound]), 8.4)
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/, note 8,4 sur 10$/)
    const badge = screen.getByRole('article').querySelector('[data-mark]')!
    expect(badge).toHaveTextContent('8,4/10')
    expect(badge).toHaveAttribute('title', expect.stringMatching(/^Note sur 10 calculée par Horizon Voyages/))
    unmount()
    renderCard(solution([outbound]))
    expect(screen.getByRole('heading', { level: 3 })).not.toHaveTextContent('note')
    expect(screen.getByRole('article').querySelector('[data-mark]')).toBeNull()
  })

  it("direct or with stops; an arrival the next day says 'J+1'", () => {
    const stops = route('R2', [
      ['CDG', 'LIS', '2027-03-10T22:00', '2027-03-11T00:30'],
      ['LIS', 'JFK', '2027-03-11T02:00', '2027-03-11T06:00'],
    ])
    renderCard(solution([outbound, { ...stops, id: 'R3' }]))
    const [first, second] = legs(screen.getByRole('article'))
    expect(first).toHaveTextContent('Direct')
    expect(first!.querySelector('sup')).toBeNull()
    expect(second).toHaveTextContent('1 escale · 1 h 30')
    expect(within(second!).getByLabelText('arrivée 1 jour plus tard')).toHaveTextContent('J+1')
  })

  it('nights between legs, different airports, an unknown airline, a train leg, an included bag', () => {
    const back = route('R1', [['JFK', 'ORY', '2027-03-17T18:00', '2027-03-17T23:30']], { carrier: 'ZZ', nights: 7, equipment: 'TRN', pieces: 1 })
    renderCard(solution([outbound, back], { adults: 1, childrens: 1, infants: 1 }))
    const card = screen.getByRole('article')
    expect(card).toHaveTextContent('7 nuits à New York')
    expect(card).toHaveTextContent('Attention, aéroports différents')
    const [first, second] = legs(card)
    expect(second).toHaveTextContent('ZZ')
    expect(second).toHaveTextContent('Vol + train')
    expect(first).not.toHaveTextContent('Vol + train')
    expect(within(second!).getByText('1 bagage en soute 23 kg inclus')).toBeInTheDocument()
    expect(within(first!).queryByText(/en soute/)).toBeNull()
    expect(card).toHaveTextContent('1 adulte, 1 enfant, 1 bébé')
  })

  it("CO₂ per passenger, flagged 'Émissions plus faibles' in the results' lowest third; none without an estimate", () => {
    const withCo2 = (r: FlightRoute, kg: number) => ({ ...r, segments: r.segments.map((seg) => ({ ...seg, co2Kg: kg })) })
    const trip = solution([withCo2(outbound, 310), withCo2(inbound, 305)])
    const { unmount } = render(<FlightCard flight={toFlightSummary(trip)} names={names} layout="list" lowEmissionsMax={615} />)
    const co2 = screen.getByRole('article').querySelector('[data-co2]')!
    expect(co2).toHaveTextContent(/^615 kg de CO₂ par passagerÉmissions plus faibles$/)
    expect(co2).toHaveAttribute('title', expect.stringMatching(/^Estimation par passager selon la méthode de l'OACI/))
    unmount()
    const view = render(<FlightCard flight={toFlightSummary(trip)} names={names} layout="list" lowEmissionsMax={600} />)
    expect(screen.getByRole('article').querySelector('[data-co2]')).toHaveTextContent(/^615 kg de CO₂ par passager$/)
    view.unmount()
    renderCard(solution([outbound, inbound]))
    expect(screen.getByRole('article').querySelector('[data-co2]')).toBeNull()
  })

  it("'Prix avec bagage' when the trip's fare has no checked bag and a fare with one costs more; not otherwise", () => {
    const fare = (price: number) => ({ checkedBagFare: { id: 'S1~STANDARD', price } })
    const { unmount } = renderCard({ ...solution([outbound, inbound]), ...fare(1389.2) })
    expect(screen.getByRole('article').querySelector('[data-bag-price]')).toHaveTextContent(/^Prix avec bagage : 1[\u202f\u00a0 ]389,20[\u202f\u00a0 ]€$/)
    unmount()
    // The trip's own fare includes a bag; no fare with one; a fare with one at the same price.
    for (const trip of [
      { ...solution([route('R0', [['CDG', 'JFK', '2027-03-10T10:00', '2027-03-10T12:30']], { pieces: 1 })]), ...fare(1389.2) },
      { ...solution([outbound]), checkedBagFare: null },
      { ...solution([outbound]), ...fare(1234.5) },
    ]) {
      const view = renderCard(trip)
      expect(screen.getByRole('article').querySelector('[data-bag-price]')).toBeNull()
      view.unmount()
    }
  })

  it("a multi-city trip's legs are 'Vol 1', 'Vol 2', 'Vol 3'", () => {
    const third = route('R2', [['LIS', 'CDG', '2027-03-20T08:00', '2027-03-20T11:00']])
    renderCard(solution([outbound, route('R1', [['JFK', 'LIS', '2027-03-15T18:00', '2027-03-16T06:00']]), third]))
    expect(legs(screen.getByRole('article')).map((leg) => leg.textContent?.split(' :')[0])).toEqual(['Vol 1', 'Vol 2', 'Vol 3'])
  })
})
