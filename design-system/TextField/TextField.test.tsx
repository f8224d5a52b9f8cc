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
  it("never shows the browser's own validation text: a required field left empty in a submitted form stays valid until the form says otherwise", async () => {
    render(
      <form onSubmit={(e) => e.preventDefault()}>
        <TextField label="Prénom" isRequired />
        <button type="submit">Enregistrer</button>
      </form>,
    )
    const input = screen.getByRole('textbox', { name: /Prénom/ })
    expect(input).toHaveAttribute('aria-required', 'true')
    expect(input).not.toHaveAttribute('required')
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText(/fill out|renseigner/i)).toBeNull()
  })
})
