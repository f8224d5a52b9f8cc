import { render, screen } from '../testing'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SearchField } from './SearchField'

describe('SearchField', () => {
  it('is a labelled searchbox; Enter submits, Escape clears', async () => {
    const onSubmit = vi.fn()
    render(<SearchField label="Rechercher une agence" onSubmit={onSubmit} />)
    const box = screen.getByRole('searchbox', { name: 'Rechercher une agence' })
    await userEvent.type(box, 'Lyon{Enter}')
    expect(onSubmit).toHaveBeenCalledWith('Lyon')
    await userEvent.keyboard('{Escape}')
    expect(box).toHaveValue('')
  })
  it('has a clear button named Effacer', async () => {
    render(<SearchField label="Recherche" defaultValue="Nice" />)
    await userEvent.click(screen.getByRole('button', { name: 'Effacer' }))
    expect(screen.getByRole('searchbox')).toHaveValue('')
  })
})
