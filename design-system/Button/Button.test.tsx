import { render, screen } from '../testing'
import { useState } from 'react'
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
  it('while loading, says its label as text and refers to no element, so nothing dangles once it is gone; Enter submits nothing', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault())
    function Search() {
      const [loading, setLoading] = useState(false)
      return (
        <form onSubmit={onSubmit}>
          {loading ? null : <input aria-label="Ville" />}
          <Button type="submit" isLoading={loading} onPress={() => setLoading(true)}>
            Rechercher
          </Button>
        </form>
      )
    }
    const { unmount } = render(<Search />)
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }))
    expect(screen.getByRole('progressbar', { name: 'Chargement…' })).toBeInTheDocument()
    await userEvent.keyboard('{Enter}')
    // The press that started loading submitted once; Enter on the loading button does not.
    expect(onSubmit).toHaveBeenCalledTimes(1)
    const log = document.querySelector('[data-live-announcer] [aria-live="assertive"]')
    expect(log?.textContent).toContain('Chargement…')
    unmount()
    expect(document.querySelectorAll('[data-live-announcer] [aria-labelledby], [data-live-announcer] [role="img"]')).toHaveLength(0)
  })
})
