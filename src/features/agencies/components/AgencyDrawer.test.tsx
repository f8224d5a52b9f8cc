import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from 'react-aria-components'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Agency } from '~/api-contract/agencies'
import type { Place } from '../places'

const fns = vi.hoisted(() => ({
  searchAgencies: vi.fn(),
  nearbyAgencies: vi.fn(),
  searchPlaces: vi.fn(),
  getSelectedAgency: vi.fn(),
  selectAgency: vi.fn(),
  getAgency: vi.fn(),
}))
vi.mock('../agencies.functions', () => fns)
vi.mock('./AgencyMap', () => ({ default: () => <div data-testid="map" /> }))
const { AgencyDrawer } = await import('./AgencyDrawer')

const agency = (id: number, name: string, city: string, distance?: number): Agency => ({
  id,
  name,
  address: '2 rue de la République',
  address2: null,
  postal_code: '69002',
  city,
  phone: '04 72 00 00 00',
  gps_latitude: 45.76,
  gps_longitude: 4.83,
  available_contracts: ['CB'],
  agency_openings: [{ day: 1, morning_open_time: '09:00', morning_close_time: '12:00', afternoon_open_time: '14:00', afternoon_close_time: '19:00' }],
  ...(distance !== undefined ? { distance } : {}),
})

const vienne: Place = { id: '38544', name: 'Vienne', postcode: '38200', department: '38', departmentName: 'Isère', latitude: 45.5257, longitude: 4.8748 }

function renderDrawer(onSelect = vi.fn(async (id: number) => agency(id, 'x', 'x'))) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <I18nProvider locale="fr-FR">
        <AgencyDrawer isOpen onOpenChange={() => {}} selected={null} onSelect={onSelect} />
      </I18nProvider>
    </QueryClientProvider>,
  )
  return onSelect
}

describe('AgencyDrawer', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    fns.searchPlaces.mockResolvedValue([])
  })

  it('searches by city after 3 characters and chooses from the list', async () => {
    fns.searchAgencies.mockImplementation(async ({ data }: { data: { search: string } }) =>
      data.search ? [agency(4, 'Lyon Bellecour', 'Lyon')] : [agency(1, 'Paris Opéra', 'Paris'), agency(4, 'Lyon Bellecour', 'Lyon')],
    )
    const user = userEvent.setup()
    const onSelect = renderDrawer()
    expect(await screen.findByText('2 agences')).toBeInTheDocument()
    await user.type(screen.getByRole('combobox', { name: 'Rechercher une agence' }), 'Lyo')
    await waitFor(() => expect(fns.searchAgencies).toHaveBeenCalledWith({ data: { search: 'Lyo' } }))
    expect(await screen.findByText('1 agence')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: "Choisir l'agence Lyon Bellecour" }))
    expect(onSelect).toHaveBeenCalledWith(4)
  })

  it('suggests towns; choosing one lists the agencies within 40 km, nearest first, with their distance', async () => {
    fns.searchAgencies.mockImplementation(async ({ data }: { data: { search: string } }) => (data.search ? [] : [agency(1, 'Paris Opéra', 'Paris')]))
    fns.searchPlaces.mockImplementation(async ({ data }: { data: { text: string } }) =>
      data.text.startsWith('Vien')
        ? [vienne, { ...vienne, id: '86289', name: 'Vienne-en-Val', postcode: '45510', department: '45', departmentName: 'Loiret' }]
        : [],
    )
    fns.nearbyAgencies.mockResolvedValue([agency(4, 'Lyon Bellecour', 'Lyon', 27_350), agency(5, 'Villeurbanne', 'Villeurbanne', 29_800)])
    const user = userEvent.setup()
    renderDrawer()
    const input = screen.getByRole('combobox', { name: 'Rechercher une agence' })
    await user.type(input, 'Vien')
    const listbox = await screen.findByRole('listbox')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(fns.searchPlaces).toHaveBeenCalledWith({ data: { text: 'Vien' } })
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Vienne 38200 · Isère (38)', 'Vienne-en-Val 45510 · Loiret (45)'])
    await user.keyboard('{ArrowDown}{Enter}')
    expect(input).toHaveValue('Vienne')
    expect(await screen.findByText('2 agences à moins de 40 km de Vienne')).toBeInTheDocument()
    expect(fns.nearbyAgencies).toHaveBeenCalledWith({ data: { lat: 45.5257, lng: 4.8748, distance: 40_000 } })
    const list = screen.getByRole('list', { name: 'Agences' })
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Agence Lyon Bellecour', 'Agence Villeurbanne'])
    expect(within(list).getByText('à 27,4 km')).toBeInTheDocument()
  })

  it('Enter without choosing takes the first town; none within 40 km says so', async () => {
    fns.searchAgencies.mockResolvedValue([])
    fns.searchPlaces.mockResolvedValue([{ ...vienne, id: '29019', name: 'Brest', postcode: null, department: '29', departmentName: 'Finistère' }])
    fns.nearbyAgencies.mockResolvedValue([])
    const user = userEvent.setup()
    renderDrawer()
    await user.type(screen.getByRole('combobox', { name: 'Rechercher une agence' }), 'brest{Enter}')
    expect(
      await screen.findByText("Aucune de nos agences n'est à moins de 40 km de Brest. Cherchez une ville voisine ou le nom d'une agence."),
    ).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Aucune agence à afficher')
  })

  it("says 'Aucune agence à afficher' when nothing matches", async () => {
    fns.searchAgencies.mockResolvedValue([])
    renderDrawer()
    expect(await screen.findByText('Aucune agence à afficher')).toBeInTheDocument()
  })

  it('widens the nearby search from 60 km until agencies are found, nearest first with distances', async () => {
    fns.searchAgencies.mockResolvedValue([])
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 46.5, longitude: 2.5 } } as GeolocationPosition) },
      configurable: true,
    })
    fns.nearbyAgencies.mockImplementation(async ({ data }: { data: { distance: number } }) =>
      data.distance >= 240_000 ? [agency(9, 'Bourges', 'Bourges', 850), agency(10, 'Vierzon', 'Vierzon', 31_400)] : [],
    )
    const user = userEvent.setup()
    renderDrawer()
    await user.click(screen.getByRole('switch', { name: 'Agences autour de moi' }))
    const list = await screen.findByRole('list', { name: 'Agences' })
    expect(within(list).getByText('à 850 m')).toBeInTheDocument()
    expect(within(list).getByText('à 31,4 km')).toBeInTheDocument()
    expect(fns.nearbyAgencies.mock.calls.map(([arg]) => arg.data.distance)).toEqual([60_000, 120_000, 240_000])
  })

  it('shows address, phone and opening hours in the details dialog', async () => {
    fns.searchAgencies.mockResolvedValue([agency(4, 'Lyon Bellecour', 'Lyon')])
    const user = userEvent.setup()
    renderDrawer()
    await user.click(await screen.findByRole('button', { name: "Détails de l'agence Lyon Bellecour" }))
    const dialog = await screen.findByRole('dialog', { name: 'Agence Lyon Bellecour' })
    expect(within(dialog).getByRole('row', { name: /Lundi 09h00 - 12h00 \/ 14h00 - 19h00/ })).toBeInTheDocument()
    expect(within(dialog).getByRole('row', { name: /Dimanche Fermé/ })).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: /04 72 00 00 00/ })).toHaveAttribute('href', 'tel:0472000000')
  })
})
