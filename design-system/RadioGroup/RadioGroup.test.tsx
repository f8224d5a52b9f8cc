import { render, screen } from '../testing'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Radio, RadioGroup } from './RadioGroup'

describe('RadioGroup', () => {
  it('arrow keys move the selection', async () => {
    const onChange = vi.fn()
    render(
      <RadioGroup label="Civilité" defaultValue="mme" onChange={onChange}>
        <Radio value="mme">Madame</Radio>
        <Radio value="m">Monsieur</Radio>
      </RadioGroup>,
    )
    await userEvent.tab()
    expect(screen.getByRole('radio', { name: 'Madame' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: 'Monsieur' })).toBeChecked()
    expect(onChange).toHaveBeenCalledWith('m')
  })
  it('announces its error on the group', () => {
    render(
      <RadioGroup label="Civilité" errorMessage="La civilité est requise">
        <Radio value="mme">Madame</Radio>
      </RadioGroup>,
    )
    expect(screen.getByRole('radiogroup', { name: 'Civilité' })).toHaveAccessibleDescription('La civilité est requise')
  })
})
