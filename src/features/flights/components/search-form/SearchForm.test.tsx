import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from 'react-aria-components'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Location } from '~/api-contract/flights'

const navigate = vi.hoisted(() => vi.fn(async (_options: unknown) => {}))
vi.mock('@tanstack/react-router', async (importOriginal) => ({ ...(await importOriginal<object>()), useNavigate: () => navigate }))
const fns = vi.hoisted(() => ({ searchLocations: vi.fn(), getLocation: vi.fn() }))
vi.mock('../../locations.functions', () => fns)
const { default: SearchForm } = await import('./SearchForm')
const { LAST_SEARCH_KEY } = await import('../../last-search')

const LOCATIONS: Location[] = [
  // First in the API's order, but 'par' is inside the word: ranked after the prefix matches.
  { code: 'BNP', name: 'Bonaparte', country_name: 'France', country_code: 'FR', category: 'City' },
  { code: 'PAR', name: 'Paris', country_name: 'France', country_code: 'FR', category: 'City' },
  { code: 'CDG', name: 'Paris-Charles de Gaulle', country_name: 'France', country_code: 'FR', category: 'International airport' },
  { code: 'NYC', name: 'New York', country_name: 'États-Unis', country_code: 'US', category: 'City' },
  { code: 'LIS', name: 'Lisbonne', country_name: 'Portugal', country_code: 'PT', category: 'Airport' },
  { code: 'XPG', name: 'Paris-Gare du Nord', country_name: 'France', country_code: 'FR', category: 'Rail station' },
]

function renderForm(props: Parameters<typeof SearchForm>[0] = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider locale="fr-FR">
        <SearchForm {...props} />
      </I18nProvider>
    </QueryClientProvider>,
  )
}

const user = () => userEvent.setup()

/** Picks a place: opens its field (unless the form opened it, as after a departure), types, chooses. */
async function pick(u: ReturnType<typeof userEvent.setup>, field: 'Départ' | 'Destination', text: string, option: RegExp, index = 0) {
  const title = field === 'Départ' ? 'Ville ou aéroport de départ' : 'Ville ou aéroport de destination'
  if (!screen.queryByRole('dialog', { name: title })) await u.click(screen.getAllByRole('button', { name: new RegExp(`^${field}`) })[index]!)
  const dialog = await screen.findByRole('dialog', { name: title })
  await u.type(within(dialog).getByRole('searchbox'), text)
  await u.click(await within(dialog).findByRole('option', { name: option }, { timeout: 3000 }))
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument())
}

beforeEach(() => {
  localStorage.clear()
  navigate.mockClear()
  fns.searchLocations.mockImplementation(async ({ data }: { data: { searchTerm: string } }) =>
    LOCATIONS.filter((l) => l.name.toLowerCase().includes(data.searchTerm) || l.code.toLowerCase() === data.searchTerm),
  )
})

describe('SearchForm', () => {
  it("an empty submit shows 'Requise' next to departure and destination and searches nothing", async () => {
    const u = user()
    renderForm()
    await u.click(screen.getByRole('button', { name: 'Rechercher' }))
    expect(await screen.findAllByText('Requise')).toHaveLength(2)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('typing without picking asks to choose from the list; the text typed is kept', async () => {
    const u = user()
    renderForm()
    await u.click(screen.getByRole('button', { name: /^Départ/ }))
    await u.type(within(await screen.findByRole('dialog')).getByRole('searchbox'), 'zzz')
    expect(await screen.findByText('Aucun lieu trouvé', undefined, { timeout: 3000 })).toBeInTheDocument()
    // Closing the picker (a click outside) keeps the text typed.
    await u.click(document.body)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: /^Départ/ })).toHaveTextContent('zzz')
    await u.click(screen.getByRole('button', { name: 'Rechercher' }))
    expect(await screen.findByText('Veuillez sélectionner une ville de départ dans la liste proposée')).toBeInTheDocument()
  })

  it('suggestions by category; choosing announces departureSelected; swap needs both places', async () => {
    const u = user()
    const selected = vi.fn()
    document.addEventListener('departureSelected', (e) => selected((e as CustomEvent).detail))
    renderForm()
    const swap = screen.getByRole('button', { name: 'Inverser le départ et la destination' })
    expect(swap).toBeDisabled()
    await u.click(screen.getByRole('button', { name: /^Départ/ }))
    const dialog = await screen.findByRole('dialog')
    await u.type(within(dialog).getByRole('searchbox'), 'par')
    await within(dialog).findByRole('option', { name: /Paris-Charles de Gaulle/ }, { timeout: 3000 })
    expect(within(dialog).getByText('Villes')).toBeInTheDocument()
    expect(within(dialog).getByText('Aéroports')).toBeInTheDocument()
    expect(within(dialog).getByText('Gares')).toBeInTheDocument()
    await u.click(within(dialog).getByRole('option', { name: /^Paris PAR/ }))
    expect(selected).toHaveBeenCalledWith(expect.objectContaining({ code: 'PAR', countryCode: 'FR' }))
    expect(screen.getByRole('button', { name: /^Départ/ })).toHaveTextContent('Paris (PAR)')
    expect(swap).toBeDisabled()
    // The destination picker opens by itself, its search box focused.
    const next = await screen.findByRole('dialog', { name: 'Ville ou aéroport de destination' })
    await waitFor(() => expect(within(next).getByRole('searchbox')).toHaveFocus())
    await u.keyboard('lis')
    await u.click(await within(next).findByRole('option', { name: /Lisbonne/ }, { timeout: 3000 }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(swap).toBeEnabled()
    await u.click(swap)
    expect(screen.getByRole('button', { name: /^Départ/ })).toHaveTextContent('Lisbonne (LIS)')
    expect(screen.getByRole('button', { name: /^Destination/ })).toHaveTextContent('Paris (PAR)')
  })

  it('autocomplete: nothing pre-highlighted, ArrowDown+Enter picks the first (prefix matches first); Escape closes in one press and keeps the text', async () => {
    const u = user()
    renderForm()
    await u.click(screen.getByRole('button', { name: /^Départ/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Ville ou aéroport de départ' })
    const box = within(dialog).getByRole('searchbox')
    await u.type(box, 'par')
    await within(dialog).findByRole('option', { name: /Bonaparte/ }, { timeout: 3000 })
    // In the 'Villes' group, Paris (prefix) comes before Bonaparte (inside the word).
    const names = within(dialog)
      .getAllByRole('option')
      .map((o) => o.textContent ?? '')
    expect(names.findIndex((n) => n.startsWith('Paris PAR'))).toBeLessThan(names.findIndex((n) => n.startsWith('Bonaparte')))
    expect(names[0]).toMatch(/^Paris PAR/)
    // Nothing highlighted while typing.
    expect(box).not.toHaveAttribute('aria-activedescendant')
    expect(
      within(dialog)
        .queryAllByRole('option')
        .filter((o) => o.hasAttribute('data-focused')),
    ).toHaveLength(0)
    await u.keyboard('{ArrowDown}')
    expect(box.getAttribute('aria-activedescendant')).toBe(within(dialog).getAllByRole('option')[0]!.id)
    await u.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('button', { name: /^Départ/ })).toHaveTextContent('Paris (PAR)'))

    // The destination picker opened: type, then one Escape closes it and keeps the text.
    const next = await screen.findByRole('dialog', { name: 'Ville ou aéroport de destination' })
    await waitFor(() => expect(within(next).getByRole('searchbox')).toHaveFocus())
    await u.keyboard('lisb')
    await u.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: /^Destination/ })).toHaveTextContent('lisb')
    await u.click(screen.getByRole('button', { name: 'Rechercher' }))
    expect(await screen.findByText('Veuillez sélectionner une ville de destination dans la liste proposée')).toBeInTheDocument()
    expect(screen.queryByText('Requise')).not.toBeInTheDocument()
  })

  it('choosing a departure leaves a chosen destination alone', async () => {
    const u = user()
    renderForm()
    await pick(u, 'Destination', 'lis', /Lisbonne/)
    await pick(u, 'Départ', 'par', /^Paris PAR/)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Destination/ })).toHaveTextContent('Lisbonne (LIS)')
  })

  it('passengers: babies up to the adults; fewer adults lowers babies; 9 at most', async () => {
    const u = user()
    renderForm()
    await u.click(screen.getByRole('button', { name: /^Voyageurs/ }))
    const dialog = await screen.findByRole('dialog')
    const input = (label: string) => within(dialog).getByRole('textbox', { name: label })
    const buttons = (label: string) => within(input(label).closest<HTMLElement>('[role="group"]')!).getAllByRole('button')
    expect(within(dialog).getByText('+ 12 ans')).toBeInTheDocument()
    expect(within(dialog).getByText('De 2 à 11 ans')).toBeInTheDocument()
    expect(within(dialog).getByText('Moins de 2 ans')).toBeInTheDocument()
    const dec = (label: string) => buttons(label)[0]!
    const inc = (label: string) => buttons(label)[1]!
    await u.click(inc('Adultes'))
    await u.click(inc('Bébés'))
    await u.click(inc('Bébés'))
    expect(input('Bébés')).toHaveValue('2')
    expect(inc('Bébés')).toBeDisabled()
    await u.click(dec('Adultes'))
    expect(input('Adultes')).toHaveValue('1')
    expect(input('Bébés')).toHaveValue('1')
    for (let i = 0; i < 10; i++) if (!inc('Enfants').hasAttribute('disabled')) await u.click(inc('Enfants'))
    expect(input('Enfants')).toHaveValue('7')
    expect(inc('Adultes')).toBeDisabled()
  })

  it("multi-destination: 'Ajouter un vol' up to 6 rows, delete disabled on the last row, each row validated", async () => {
    const u = user()
    renderForm({ initialType: 'multiDestinations' })
    const rows = () => within(screen.getByRole('list', { name: 'Vols' })).getAllByRole('listitem')
    expect(rows()).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Supprimer le vol 1' })).toBeDisabled()
    const add = screen.getByRole('button', { name: 'Ajouter un vol' })
    for (let i = 0; i < 6; i++) if (!add.hasAttribute('disabled')) await u.click(add)
    expect(rows()).toHaveLength(6)
    expect(add).toBeDisabled()
    await u.click(screen.getByRole('button', { name: 'Supprimer le vol 6' }))
    expect(rows()).toHaveLength(5)
    expect(screen.getByRole('button', { name: 'Supprimer le vol 1' })).toBeEnabled()
    await u.click(screen.getByRole('button', { name: 'Rechercher' }))
    expect(await screen.findAllByText('Requise')).toHaveLength(10)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('a valid search is cached and sent to /search with the spec parameters', async () => {
    const u = user()
    renderForm()
    await pick(u, 'Départ', 'par', /^Paris PAR/)
    await pick(u, 'Destination', 'lis', /Lisbonne/)
    await u.click(screen.getByRole('button', { name: 'Rechercher' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
    const { to, search } = navigate.mock.calls[0]![0] as { to: string; search: Record<string, unknown> }
    expect(to).toBe('/search')
    expect(search).toMatchObject({
      _type: 'roundTrip',
      from: 'PAR',
      fromLabel: 'Paris (PAR)',
      fromType: 'City',
      fromCountryCode: 'FR',
      to: 'LIS',
      toLabel: 'Lisbonne (LIS)',
      toType: 'Airport',
      toCountryCode: 'PT',
      adults: 1,
      childrens: 0,
      infants: 0,
    })
    expect(search.departure).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(JSON.parse(localStorage.getItem(LAST_SEARCH_KEY)!)).toMatchObject({ _type: 'roundTrip', from: { code: 'PAR' } })
  })

  it('a one-way search to New York asks for a return ticket first; "Passer en Aller/Retour" keeps the values', async () => {
    const u = user()
    renderForm({ initialType: 'oneWay' })
    await pick(u, 'Départ', 'par', /^Paris PAR/)
    await pick(u, 'Destination', 'new', /New York/)
    await u.click(screen.getByRole('button', { name: 'Rechercher' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('billet retour')
    expect(navigate).not.toHaveBeenCalled()
    await u.click(within(dialog).getByRole('button', { name: 'Passer en Aller/Retour' }))
    expect(screen.getByRole('tab', { name: 'Aller-retour' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('button', { name: /^Destination/ })).toHaveTextContent('New York (NYC)')
    expect(screen.getByRole('button', { name: /^Retour/ })).toBeInTheDocument()
  })

  it('the last search prefills the form and picks the tab; the URL type wins', async () => {
    localStorage.setItem(
      LAST_SEARCH_KEY,
      JSON.stringify({
        _type: 'oneWay',
        from: { code: 'PAR', name: 'Paris', countryCode: 'FR', type: 'City' },
        fromInputValue: 'Paris (PAR)',
        to: null,
        toInputValue: '',
        departure: '2000-01-01',
        return: '',
        adults: 2,
        childrens: 0,
        infants: 0,
        destinations: [],
      }),
    )
    renderForm()
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Aller simple' })).toHaveAttribute('aria-selected', 'true'))
    expect(screen.getByRole('button', { name: /^Départ/ })).toHaveTextContent('Paris (PAR)')
    expect(screen.getByRole('button', { name: /^Voyageurs/ })).toHaveTextContent('2 adultes')
  })

  describe('field rules on submit, each message next to its field', () => {
    /** yyyy-mm-dd, `offset` days from today. */
    const day = (offset: number) => new Intl.DateTimeFormat('en-CA').format(new Date(Date.now() + offset * 86_400_000))
    const paris = { from: 'PAR', fromLabel: 'Paris (PAR)', fromCountryCode: 'FR' }

    it('the same place twice: choose another destination', async () => {
      const u = user()
      renderForm({ initialParams: { ...paris, to: 'PAR', toLabel: 'Paris (PAR)', toCountryCode: 'FR', departure: day(20), return: day(27) } })
      await u.click(screen.getByRole('button', { name: 'Rechercher' }))
      expect(await screen.findByText('Veuillez choisir une destination différente du départ')).toBeInTheDocument()
      expect(screen.getByRole('button', { name: /^Destination/ })).toHaveAccessibleDescription('Veuillez choisir une destination différente du départ')
      expect(screen.getByRole('button', { name: /^Départ/ })).not.toHaveAccessibleDescription(/./)
      expect(navigate).not.toHaveBeenCalled()
    })

    it('a return before the departure: the return says so; the departure has no message', async () => {
      const u = user()
      renderForm({ initialParams: { ...paris, to: 'LIS', toLabel: 'Lisbonne (LIS)', toCountryCode: 'PT', departure: day(20), return: day(10) } })
      await u.click(screen.getByRole('button', { name: 'Rechercher' }))
      expect(await screen.findByText('La date de retour doit être après la date de départ')).toBeInTheDocument()
      expect(screen.getByRole('button', { name: /^Retour/ })).toHaveAccessibleDescription('La date de retour doit être après la date de départ')
      expect(screen.getByRole('button', { name: /^Aller/ })).not.toHaveAccessibleDescription(/./)
      expect(navigate).not.toHaveBeenCalled()
    })

    it("a date in the past: 'Date invalide'", async () => {
      const u = user()
      renderForm({ initialParams: { ...paris, to: 'LIS', toLabel: 'Lisbonne (LIS)', toCountryCode: 'PT', departure: '2020-01-10', return: '2020-01-17' } })
      await u.click(screen.getByRole('button', { name: 'Rechercher' }))
      expect((await screen.findAllByText('Date invalide')).length).toBeGreaterThan(0)
      expect(navigate).not.toHaveBeenCalled()
    })

    it("the server's message for a field shows until a submit checks the form again", async () => {
      const u = user()
      renderForm({
        initialParams: { ...paris, to: 'LIS', toLabel: 'Lisbonne (LIS)', toCountryCode: 'PT', departure: day(20), return: day(27) },
        initialErrors: { to: 'Aéroport inconnu' },
      })
      expect(screen.getByRole('button', { name: /^Destination/ })).toHaveAccessibleDescription('Aéroport inconnu')
      await u.click(screen.getByRole('button', { name: 'Rechercher' }))
      await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
      expect(screen.queryByText('Aéroport inconnu')).not.toBeInTheDocument()
    })
  })
})
