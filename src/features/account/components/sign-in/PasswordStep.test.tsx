import userEvent from '@testing-library/user-event'
import { render, screen } from 'design-system/testing'
import { describe, expect, it, vi } from 'vitest'

vi.mock('../../password.functions', () => ({ passwordSignIn: vi.fn(), requestPasswordReset: vi.fn() }))

const { PasswordStep } = await import('./PasswordStep')

describe('PasswordStep', () => {
  it("'Mot de passe oublié ?' and back: each new title takes the focus, so a screen reader announces it", async () => {
    render(<PasswordStep email="lea@example.fr" remember={false} onSignedIn={vi.fn()} onUseCode={vi.fn()} onChangeEmail={vi.fn()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Saisissez votre mot de passe' })).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Je connais mon mot de passe' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Saisissez votre mot de passe' })).toHaveFocus()
  })
})
