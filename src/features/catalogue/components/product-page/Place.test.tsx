import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from 'design-system/testing'
import { PracticalInfo } from './PracticalInfo'
import { ProductLocation } from './ProductLocation'

const fns = vi.hoisted(() => ({ getFormalities: vi.fn() }))
vi.mock('../../catalogue.functions', () => fns)
vi.mock('./LocationMap', () => ({
  default: ({ title, latitude, longitude }: { title: string; latitude: number; longitude: number }) => (
    <div role="region" aria-label={title} data-at={`${latitude},${longitude}`} />
  ),
}))

const product = (country: { code: string; label: string }) => ({
  parent_destinations: [{ code: 'EUR', label: 'Europe', destinations: [country, { code: 'ECO', label: 'Écosse' }] }],
  latitude: 56.5,
  longitude: -4.2,
})

function withQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>)
}

describe('PracticalInfo', () => {
  it('shows the formalities of the product’s country, children’s part too, under headings', async () => {
    fns.getFormalities.mockResolvedValueOnce({
      title: 'Formalités pour le Royaume-Uni',
      html: '<p>Passeport <strong>valide</strong>.</p>',
      childrenHtml: '<p>Chaque enfant a son document.</p>',
    })
    withQueries(<PracticalInfo product={product({ code: 'gb', label: 'Royaume-Uni' })} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Infos pratiques' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 3, name: 'Formalités pour le Royaume-Uni' })).toBeInTheDocument()
    expect(screen.getByText('valide').tagName).toBe('STRONG')
    expect(screen.getByRole('heading', { level: 4, name: 'Enfants mineurs' })).toBeInTheDocument()
    expect(screen.getByText('Chaque enfant a son document.')).toBeInTheDocument()
    // Asked by country and by the product's areas, most precise first (its destination, its region).
    expect(fns.getFormalities).toHaveBeenCalledWith({ data: { countryCode: 'GB', areas: ['ECO', 'EUR'] } })
  })

  it('says so briefly when the API has none, and is left out when the product names no country', async () => {
    fns.getFormalities.mockResolvedValueOnce(null)
    const { unmount } = withQueries(<PracticalInfo product={product({ code: 'it', label: 'Italie' })} />)
    expect(await screen.findByText('Italie : les formalités ne sont pas disponibles pour le moment, votre agence vous les indiquera.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Formalités' })).toBeInTheDocument()
    unmount()
    fns.getFormalities.mockClear()
    withQueries(<PracticalInfo product={product({ code: 'CARAIBES', label: 'Caraïbes' })} />)
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    expect(fns.getFormalities).not.toHaveBeenCalled()
  })
})

describe('ProductLocation', () => {
  it('says where the product is, and shows the map with that name only when asked, keeping the focus', async () => {
    const user = userEvent.setup()
    render(<ProductLocation product={product({ code: 'gb', label: 'Royaume-Uni' })} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Situation' })).toBeInTheDocument()
    expect(screen.getByText('Écosse, Royaume-Uni')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Carte : Écosse, Royaume-Uni' })).not.toBeInTheDocument()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Afficher la carte' })).toHaveFocus()
    await user.keyboard('{Enter}')
    const map = await screen.findByRole('region', { name: 'Carte : Écosse, Royaume-Uni' })
    expect(map).toHaveAttribute('data-at', '56.5,-4.2')
    expect(screen.queryByRole('button', { name: 'Afficher la carte' })).not.toBeInTheDocument()
    expect(document.activeElement).not.toBe(document.body)
    expect(map.parentElement!.contains(document.activeElement)).toBe(true)
  })
})
