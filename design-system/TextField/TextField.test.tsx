import { render, screen } from '../testing'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TextField } from './TextField'

describe('TextField', () => {
  it('is labelled and typed into', async () => {
    const onChange = vi.fn()
    render(<TextField label="Prénom" onChange={onChange} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Jean')
    expect(onChange).toHaveBeenLastCalledWith('Jean')
  })
  it('announces its error message: invalid and described by it', () => {
    render(<TextField label="Nom" errorMessage="Le nom est requis" />)
    const input = screen.getByRole('textbox', { name: 'Nom' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Le nom est requis')
  })
  it('links the description', () => {
    render(<TextField label="E-mail" description="Nous vous enverrons un code." />)
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Nous vous enverrons un code.')
  })
  it('marks required fields', () => {
    render(<TextField label="Nom" isRequired />)
    expect(screen.getByRole('textbox', { name: /Nom/ })).toBeRequired()
  })
})
