import { render, screen } from '../testing'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Select, SelectItem } from './Select'

const renderSelect = (props: Partial<Parameters<typeof Select>[0]> = {}) =>
  render(
    <Select label="Pays" {...props}>
      <SelectItem id="FR">France</SelectItem>
      <SelectItem id="BE">Belgique</SelectItem>
    </Select>,
  )

describe('Select', () => {
  it('opens with the keyboard and selects an option', async () => {
    const onSelectionChange = vi.fn()
    renderSelect({ onSelectionChange })
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('listbox')).toBeInTheDocument()
    // Focus moving into the listbox is checked in Chromium (tests/e2e/design-system-keyboard.spec.ts).
    await userEvent.click(screen.getByRole('option', { name: 'Belgique' }))
    expect(onSelectionChange).toHaveBeenCalledWith('BE')
    expect(screen.getByRole('button', { name: /Pays/ })).toHaveTextContent('Belgique')
  })
  it('shows the French placeholder and announces the error', () => {
    renderSelect({ errorMessage: 'Le pays est requis' })
    const button = screen.getByRole('button', { name: /Pays/ })
    expect(button).toHaveTextContent('Sélectionner')
    expect(button).toHaveAccessibleDescription('Le pays est requis')
  })
})
