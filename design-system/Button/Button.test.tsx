import { render, screen } from '../testing'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './Button'

describe('Button', () => {
  it('is pressed with the keyboard (Enter and Space)', async () => {
    const onPress = vi.fn()
    render(<Button onPress={onPress}>Rechercher</Button>)
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Rechercher' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(onPress).toHaveBeenCalledTimes(2)
  })
  it('ignores presses when disabled', async () => {
    const onPress = vi.fn()
    render(
      <Button onPress={onPress} isDisabled>
        Rechercher
      </Button>,
    )
    await userEvent.click(screen.getByRole('button'))
    expect(onPress).not.toHaveBeenCalled()
    expect(screen.getByRole('button')).toBeDisabled()
  })
  it('shows a loading state announced as Chargement… and ignores presses', async () => {
    const onPress = vi.fn()
    render(
      <Button onPress={onPress} isLoading>
        Rechercher
      </Button>,
    )
    expect(screen.getByRole('progressbar', { name: 'Chargement…' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /Rechercher/ }))
    expect(onPress).not.toHaveBeenCalled()
  })
})
