import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useCatalogueUser } from '~/features/catalogue'

const fns = vi.hoisted(() => ({
  addFavorite: vi.fn(),
  removeFavorite: vi.fn(),
  reportViewed: vi.fn(),
  getFavorites: vi.fn(),
}))
vi.mock('./client-space.functions', () => fns)
vi.mock('../session', () => ({ useCurrentUser: () => ({ email: 'eloise@example.fr', firstName: 'Éloïse' }), useSendToSignIn: () => vi.fn() }))

const { CatalogueUserBridge, FAVORITE_FAILED } = await import('./CatalogueUserBridge')

function Heart({ id }: { id: number }) {
  const user = useCatalogueUser()
  return (
    <button type="button" onClick={() => void user.toggleFavorite?.(id)}>
      {`${id}: ${user.isFavorite(id) ? 'favori' : 'non'}`}
    </button>
  )
}

function renderBridge() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <CatalogueUserBridge>
        <Heart id={7} />
      </CatalogueUserBridge>
    </QueryClientProvider>,
  )
}

describe('the favourite heart, signed in', () => {
  beforeEach(() => vi.resetAllMocks())

  it('shows the favourite at once, then rolls it back with the French message when the API refuses', async () => {
    // The refetch after the change stays pending: what shows is the rollback, not a fresh list.
    fns.getFavorites.mockResolvedValueOnce([]).mockReturnValue(new Promise(() => {}))
    let refuse!: (error: Error) => void
    fns.addFavorite.mockReturnValue(new Promise((_, reject) => (refuse = reject)))
    renderBridge()
    await screen.findByText('7: non')
    fireEvent.click(screen.getByRole('button'))
    // Optimistic: the heart is full before the API answers.
    await screen.findByText('7: favori')
    expect(fns.addFavorite).toHaveBeenCalledWith({ data: { product_id: 7 } })
    act(() => refuse(new Error('503')))
    await screen.findByText('7: non')
    expect(screen.getByRole('alert')).toHaveTextContent(FAVORITE_FAILED.add)
  })

  it('a removal the API refuses puts the favourite back', async () => {
    fns.getFavorites.mockResolvedValueOnce([{ id: 1, product_id: 7, created_at: '2026-11-01T10:00:00Z' }]).mockReturnValue(new Promise(() => {}))
    let refuse!: (error: Error) => void
    fns.removeFavorite.mockReturnValue(new Promise((_, reject) => (refuse = reject)))
    renderBridge()
    await screen.findByText('7: favori')
    fireEvent.click(screen.getByRole('button'))
    await screen.findByText('7: non')
    act(() => refuse(new Error('503')))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(FAVORITE_FAILED.remove))
    expect(screen.getByText('7: favori')).toBeTruthy()
  })
})
