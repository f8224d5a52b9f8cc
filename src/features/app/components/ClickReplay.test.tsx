import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ClickReplay } from './ClickReplay'

describe('ClickReplay', () => {
  it('holds a click until ready, then replays it once on the same element', () => {
    const onClick = vi.fn()
    const { rerender, container } = render(
      <ClickReplay ready={false}>
        <button type="button" onClick={onClick}>
          Direct uniquement
        </button>
      </ClickReplay>,
    )
    expect(container.firstElementChild).toHaveAttribute('data-waiting')
    const button = screen.getByRole('button', { name: 'Direct uniquement' })
    const event = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(onClick).not.toHaveBeenCalled()

    rerender(
      <ClickReplay ready>
        <button type="button" onClick={onClick}>
          Direct uniquement
        </button>
      </ClickReplay>,
    )
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(container.firstElementChild).not.toHaveAttribute('data-waiting')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(2)
  })
})
