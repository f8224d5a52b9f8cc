import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '../testing'
import { Alert } from './Alert'

describe('Alert', () => {
  it('errors are announced as alerts, info as status', () => {
    render(
      <>
        <Alert tone="error">Code incorrect ou expiré</Alert>
        <Alert tone="success">Enregistré</Alert>
      </>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Code incorrect ou expiré')
    expect(screen.getByRole('status')).toHaveTextContent('Enregistré')
  })
  it('can be dismissed with Fermer', async () => {
    const onDismiss = vi.fn()
    render(<Alert onDismiss={onDismiss}>Info</Alert>)
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }))
    expect(onDismiss).toHaveBeenCalled()
  })
})
