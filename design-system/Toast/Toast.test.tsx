import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { act, render, screen } from '../testing'
import { ToastQueue, ToastRegion, type ToastContent } from './Toast'

describe('Toast', () => {
  it('shows queued toasts in a Notifications region and closes with Fermer', async () => {
    const queue = new ToastQueue<ToastContent>()
    render(<ToastRegion queue={queue} />)
    act(() => {
      queue.add({ title: 'Voyageur enregistré', tone: 'success' })
    })
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeInTheDocument()
    expect(screen.getByText('Voyageur enregistré')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }))
    expect(screen.queryByText('Voyageur enregistré')).toBeNull()
  })
})
