import { render, screen, within } from '../testing'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ComboBox, ComboBoxItem, ComboBoxSection } from './ComboBox'

describe('ComboBox', () => {
  it('filters as you type and selects with the keyboard', async () => {
    const onSelectionChange = vi.fn()
    render(
      <ComboBox label="Ville de départ" onSelectionChange={onSelectionChange}>
        <ComboBoxSection title="Villes de départ suggérées">
          <ComboBoxItem id="TLS">Toulouse</ComboBoxItem>
          <ComboBoxItem id="LYS">Lyon</ComboBoxItem>
        </ComboBoxSection>
      </ComboBox>,
    )
    const input = screen.getByRole('combobox', { name: 'Ville de départ' })
    await userEvent.type(input, 'Ly')
    const listbox = await screen.findByRole('listbox')
    expect(within(listbox).getByRole('group', { name: 'Villes de départ suggérées' })).toBeInTheDocument()
    expect(within(listbox).queryByRole('option', { name: 'Toulouse' })).toBeNull()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(onSelectionChange).toHaveBeenCalledWith('LYS')
    expect(input).toHaveValue('Lyon')
  })
  it('shows the empty message when nothing matches', async () => {
    render(
      <ComboBox label="Destination" emptyMessage="Aucun lieu trouvé">
        <ComboBoxItem id="NCE">Nice</ComboBoxItem>
      </ComboBox>,
    )
    await userEvent.type(screen.getByRole('combobox'), 'zzz')
    expect(await screen.findByText('Aucun lieu trouvé')).toBeInTheDocument()
  })
  it('announces its error', () => {
    render(
      <ComboBox label="Destination" errorMessage="La destination est requise">
        <ComboBoxItem id="NCE">Nice</ComboBoxItem>
      </ComboBox>,
    )
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('La destination est requise')
  })
})
