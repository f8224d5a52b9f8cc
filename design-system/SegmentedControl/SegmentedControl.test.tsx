import { render, screen } from '../testing'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { YesNoGroup } from './SegmentedControl'

describe('YesNoGroup / SegmentedControl', () => {
  it('shows Oui / Non and reports a boolean', async () => {
    const onChange = vi.fn()
    render(<YesNoGroup label="Offres" onChange={onChange} />)
    await userEvent.click(screen.getByRole('radio', { name: 'Non' }))
    expect(onChange).toHaveBeenLastCalledWith(false)
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByRole('radio', { name: 'Oui' })).toBeChecked()
    expect(onChange).toHaveBeenLastCalledWith(true)
  })
  it('announces its error', () => {
    render(<YesNoGroup label="Offres" errorMessage="Veuillez répondre" />)
    expect(screen.getByRole('radiogroup', { name: 'Offres' })).toHaveAccessibleDescription('Veuillez répondre')
  })
})
