import { render, screen } from '../testing'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { LayoutSelector, ToggleButton, ToggleButtonGroup } from './ToggleButtonGroup'

describe('ToggleButtonGroup', () => {
  it('chips toggle with Space and arrows move between them', async () => {
    render(
      <ToggleButtonGroup aria-label="Filtres" selectionMode="multiple">
        <ToggleButton id="a">Escales</ToggleButton>
        <ToggleButton id="b">Prix</ToggleButton>
      </ToggleButtonGroup>,
    )
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight} ')
    expect(screen.getByRole('button', { name: 'Prix' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Escales' })).toHaveAttribute('aria-pressed', 'false')
  })
  it('LayoutSelector switches between Liste and Mosaïque', async () => {
    const onChange = vi.fn()
    render(<LayoutSelector value="list" onChange={onChange} />)
    await userEvent.click(screen.getByRole('radio', { name: 'Mosaïque' }))
    expect(onChange).toHaveBeenCalledWith('grid')
  })
})
