import { render, screen } from '../testing'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CountStepper, NumberField } from './NumberField'

describe('NumberField / CountStepper', () => {
  it('steps with arrow keys and is bounded 0–90 by default', async () => {
    const onChange = vi.fn()
    render(<NumberField label="Jours" defaultValue={89} onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Jours' })
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    expect(onChange).toHaveBeenLastCalledWith(90)
    expect(input).toHaveValue('90')
    await userEvent.keyboard('{Home}')
    expect(input).toHaveValue('0')
  })
  it('stepper buttons are labelled and disabled at the bounds', async () => {
    render(<CountStepper label="Adultes" minValue={1} defaultValue={1} />)
    const buttons = screen.getAllByRole('button')
    expect(buttons[0]).toBeDisabled()
    await userEvent.click(buttons[1]!)
    expect(screen.getByRole('textbox', { name: 'Adultes' })).toHaveValue('2')
    expect(buttons[0]!.getAttribute('aria-label')).toBeTruthy()
  })
  it('announces its error', () => {
    render(<NumberField label="Chambres" errorMessage="4 chambres au maximum" />)
    expect(screen.getByRole('textbox', { name: 'Chambres' })).toHaveAccessibleDescription('4 chambres au maximum')
  })
})
