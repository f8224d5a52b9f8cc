import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Agency } from '~/api-contract/agencies'

const fns = vi.hoisted(() => ({
  getSelectedAgency: vi.fn(),
  selectAgency: vi.fn(),
  nearbyAgencies: vi.fn(),
  searchAgencies: vi.fn(),
  getAgency: vi.fn(),
}))
vi.mock('../agencies.functions', () => fns)
vi.mock('./AgencyMap', () => ({ default: () => <div data-testid="map" /> }))

const { AgencyProvider, AGENCY_SELECTED_EVENT, useAgency } = await import('./AgencyContext')

// The drawer and the dialog are lazy chunks; compiling them (the design system and its styles)
// can take seconds on a loaded machine. Load them once up front: these tests are about behaviour.
beforeAll(async () => {
  await Promise.all([import('./AgencyDrawer'), import('./AgencyRequiredDialog')])
}, 60_000)

const agency = (id: number, name: string): Agency => ({
  id,
  name,
  address: '1 place du Marché',
  address2: null,
  postal_code: '33000',
  city: name,
  phone: '05 56 00 00 00',
  gps_latitude: 44.84,
  gps_longitude: -0.58,
  available_contracts: ['CB'],
  agency_openings: [],
})

function mockGeolocation(state: PermissionState, position?: { latitude: number; longitude: number }) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    if (position) ok({ coords: position } as GeolocationPosition)
    else fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError)
  })
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true })
  Object.defineProperty(navigator, 'permissions', { value: { query: vi.fn(async () => ({ state })) }, configurable: true })
  return getCurrentPosition
}

function Label() {
  const { agency: current } = useAgency()
  return <p>{current ? `Agence ${current.name}` : 'aucune'}</p>
}

function renderProvider(children: ReactNode = <Label />) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider locale="fr-FR">
        <AgencyProvider>{children}</AgencyProvider>
      </I18nProvider>
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  fns.selectAgency.mockImplementation(async ({ data }: { data: { id: number } }) => agency(data.id, `n°${data.id}`))
  fns.searchAgencies.mockResolvedValue([agency(1, 'Lyon Bellecour'), agency(2, 'Lyon Part-Dieu')])
})
afterEach(() => vi.clearAllMocks())

describe('agency start-up rules', () => {
  it('loads the stored agency and does not locate the user', async () => {
    fns.getSelectedAgency.mockResolvedValue(agency(7, 'Bordeaux'))
    const locate = mockGeolocation('granted', { latitude: 44.8, longitude: -0.6 })
    renderProvider()
    expect(await screen.findByText('Agence Bordeaux')).toBeInTheDocument()
    expect(locate).not.toHaveBeenCalled()
    expect(fns.nearbyAgencies).not.toHaveBeenCalled()
  })

  it('with permission granted, chooses the nearest agency within 40,000 m and announces it', async () => {
    fns.getSelectedAgency.mockResolvedValue(null)
    mockGeolocation('granted', { latitude: 44.84, longitude: -0.58 })
    fns.nearbyAgencies.mockResolvedValue([agency(12, 'Bordeaux Centre'), agency(13, 'Mérignac')])
    const announced = vi.fn()
    document.addEventListener(AGENCY_SELECTED_EVENT, (e) => announced((e as CustomEvent).detail))
    renderProvider()
    expect(await screen.findByText('Agence n°12')).toBeInTheDocument()
    expect(fns.nearbyAgencies).toHaveBeenCalledWith({ data: { lat: 44.84, lng: -0.58, distance: 40_000 } })
    expect(fns.selectAgency).toHaveBeenCalledWith({ data: { id: 12 } })
    expect(announced).toHaveBeenCalledWith({ id: 12, name: 'n°12' })
  })

  it('does not ask the browser on load when permission is not yet given', async () => {
    fns.getSelectedAgency.mockResolvedValue(null)
    const locate = mockGeolocation('prompt')
    renderProvider()
    // The rule has read the permission, and the task that would ask the browser has run.
    await waitFor(() => expect(navigator.permissions.query).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(locate).not.toHaveBeenCalled()
    expect(screen.getByText('aucune')).toBeInTheDocument()
  })

  it('with permission granted, only logs a failing position', async () => {
    fns.getSelectedAgency.mockResolvedValue(null)
    const locate = mockGeolocation('granted')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderProvider()
    await waitFor(() => expect(locate).toHaveBeenCalled())
    await waitFor(() => expect(warn).toHaveBeenCalled())
    expect(screen.getByText('aucune')).toBeInTheDocument()
    expect(fns.selectAgency).not.toHaveBeenCalled()
  })

  it('does nothing when permission is denied, and ignores a failing agency load', async () => {
    fns.getSelectedAgency.mockRejectedValue(new Error('Failed to fetch agency'))
    const locate = mockGeolocation('denied')
    renderProvider()
    await waitFor(() => expect(fns.getSelectedAgency).toHaveBeenCalled())
    expect(screen.getByText('aucune')).toBeInTheDocument()
    expect(locate).not.toHaveBeenCalled()
  })
})

describe('requireAgency', () => {
  function Action() {
    const { requireAgency } = useAgency()
    return (
      <button type="button" onClick={() => requireAgency((a) => document.body.setAttribute('data-done', String(a.id)))}>
        Sélectionner
      </button>
    )
  }

  it("asks 'Veuillez sélectionner votre agence', opens the drawer, then runs the action with the chosen agency", async () => {
    fns.getSelectedAgency.mockResolvedValue(null)
    mockGeolocation('denied')
    const user = userEvent.setup()
    renderProvider(<Action />)
    await user.click(await screen.findByRole('button', { name: 'Sélectionner' }))
    const ask = await screen.findByRole('alertdialog', { name: 'Veuillez sélectionner votre agence' })
    expect(ask).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Valider' }))
    // The drawer is a lazy chunk: a readiness wait, as long as its import takes on a loaded machine.
    expect(await screen.findByRole('dialog', { name: 'Sélectionner votre agence' }, { timeout: 10_000 })).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: "Choisir l'agence Lyon Part-Dieu" }))
    await waitFor(() => expect(document.body.getAttribute('data-done')).toBe('2'))
  })
})
