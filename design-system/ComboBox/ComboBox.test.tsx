import { render, screen, within } from '../testing'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
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
  it('opens when suggestions fetched as you type arrive, and shows them as given', async () => {
    function Remote() {
      const [text, setText] = useState('')
      const [items, setItems] = useState<{ id: string; name: string }[]>([])
      useEffect(() => {
        const timer = setTimeout(() => setItems(text.length >= 3 ? [{ id: '42218', name: 'Saint-Étienne' }] : []), 50)
        return () => clearTimeout(timer)
      }, [text])
      return (
        <ComboBox label="Ville" items={items} inputValue={text} onInputChange={setText} allowsCustomValue allowsEmptyCollection={false} showButton={false}>
          {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
        </ComboBox>
      )
    }
    render(<Remote />)
    expect(screen.queryByRole('button')).toBeNull()
    const input = screen.getByRole('combobox', { name: 'Ville' })
    await userEvent.type(input, 'st e')
    // Not filtered on the client: 'st e' is not in 'Saint-Étienne', the server found it.
    expect(await screen.findByRole('option', { name: 'Saint-Étienne' })).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-expanded', 'true')
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
