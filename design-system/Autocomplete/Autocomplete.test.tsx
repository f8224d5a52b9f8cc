import { render, screen } from '../testing'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Autocomplete, AutocompleteItem, AutocompleteSection } from './Autocomplete'

describe('Autocomplete', () => {
  it('filters the list as you type; arrows and Enter choose', async () => {
    const onAction = vi.fn()
    render(
      <Autocomplete label="Rechercher une ville de départ" onAction={onAction} emptyMessage="Aucune ville de départ trouvée">
        <AutocompleteSection title="Villes de départ suggérées">
          <AutocompleteItem id="TLS">Toulouse</AutocompleteItem>
          <AutocompleteItem id="LYS">Lyon</AutocompleteItem>
        </AutocompleteSection>
      </Autocomplete>,
    )
    const box = screen.getByRole('searchbox', { name: 'Rechercher une ville de départ' })
    await userEvent.type(box, 'lyo')
    expect(screen.queryByRole('option', { name: 'Toulouse' })).toBeNull()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(onAction).toHaveBeenCalledWith('LYS')
    await userEvent.clear(box)
    await userEvent.type(box, 'zzz')
    expect(screen.getByText('Aucune ville de départ trouvée')).toBeInTheDocument()
  })

  it('disableAutoFocusFirst: nothing highlighted until ArrowDown, which highlights the first; onEscape keeps the text', async () => {
    const onAction = vi.fn()
    const onEscape = vi.fn()
    render(
      <Autocomplete label="Rechercher" onAction={onAction} disableAutoFocusFirst onEscape={onEscape}>
        <AutocompleteItem id="PAR">Paris</AutocompleteItem>
        <AutocompleteItem id="PAU">Pau</AutocompleteItem>
      </Autocomplete>,
    )
    const box = screen.getByRole('searchbox', { name: 'Rechercher' })
    await userEvent.type(box, 'pa')
    expect(box).not.toHaveAttribute('aria-activedescendant')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(onAction).toHaveBeenCalledWith('PAR')
    await userEvent.keyboard('{Escape}')
    expect(onEscape).toHaveBeenCalledTimes(1)
    expect(box).toHaveValue('pa')
  })
})
