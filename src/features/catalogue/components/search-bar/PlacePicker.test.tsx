import { render, screen, waitFor } from 'design-system/testing'
import { describe, expect, it, vi } from 'vitest'
import { PlacePicker } from './PlacePicker'

const places = [
  { code: 'FR-ALP', label: 'Alpes' },
  { code: 'GR', label: 'Grèce' },
]

describe('PlacePicker', () => {
  it('opened, its search field has the focus: the visitor types at once', async () => {
    render(<PlacePicker kind="destination" value={null} onChange={vi.fn()} places={places} suggestions={places} isOpen onOpenChange={vi.fn()} />)
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Rechercher une destination' })).toHaveFocus())
  })
})
