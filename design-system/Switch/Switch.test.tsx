import { render, screen } from '../testing'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Switch } from './Switch'

describe('Switch', () => {
  it('is a labelled switch toggled by Space', async () => {
    render(<Switch>Vols directs</Switch>)
    await userEvent.tab()
    await userEvent.keyboard(' ')
    expect(screen.getByRole('switch', { name: 'Vols directs' })).toBeChecked()
  })
})
