import { render, screen } from '../testing'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Slider } from './Slider'

describe('Slider', () => {
  it('moves by its step with arrow keys and formats in fr-FR', async () => {
    const onChange = vi.fn()
    render(
      <Slider
        label="Prix maximum"
        minValue={0}
        maxValue={1000}
        step={100}
        defaultValue={500}
        onChange={onChange}
        formatOptions={{ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }}
      />,
    )
    const thumb = screen.getByRole('slider', { name: 'Prix maximum' })
    await userEvent.tab()
    expect(thumb).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(onChange).toHaveBeenLastCalledWith(600)
    expect(screen.getByRole('status')).toHaveTextContent(/600\s€/)
  })
  it('range thumbs are named', () => {
    render(<Slider label="Heures" defaultValue={[6, 20]} maxValue={24} />)
    expect(screen.getByRole('slider', { name: /Minimum/ })).toBeInTheDocument()
    expect(screen.getByRole('slider', { name: /Maximum/ })).toBeInTheDocument()
  })
})
