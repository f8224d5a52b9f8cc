import { render, screen } from '../testing'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PasswordField } from './PasswordField'

describe('PasswordField', () => {
  it('hides the password and toggles it with the keyboard', async () => {
    render(<PasswordField label="Mot de passe" defaultValue="Secret1!" />)
    const input = screen.getByLabelText('Mot de passe')
    expect(input).toHaveAttribute('type', 'password')
    await userEvent.tab()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(input).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Masquer le mot de passe' })).toBeInTheDocument()
  })
  it('announces the error', () => {
    render(<PasswordField label="Mot de passe" errorMessage="Le mot de passe est requis" />)
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Le mot de passe est requis')
  })
})
