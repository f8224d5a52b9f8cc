import { render, screen } from '../testing'
import userEvent from '@testing-library/user-event'
import { X } from 'lucide-react'
import { describe, expect, it, vi } from 'vitest'
import { IconButton } from './IconButton'

describe('IconButton', () => {
  it('takes its name from aria-label and works with the keyboard', async () => {
    const onPress = vi.fn()
    render(<IconButton icon={X} aria-label="Fermer" onPress={onPress} />)
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus()
    expect(onPress).toHaveBeenCalledOnce()
  })
})
