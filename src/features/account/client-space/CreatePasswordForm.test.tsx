import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import { render, screen, waitFor } from 'design-system/testing'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PASSWORD_MESSAGES } from '../password.schema'

const fns = vi.hoisted(() => ({ requestPasswordCode: vi.fn(), setFirstPassword: vi.fn(), requestPasswordReset: vi.fn() }))
vi.mock('../password.functions', () => fns)

const { CreatePasswordForm } = await import('./CreatePasswordForm')

/** A password input by its name (happy-dom gives password inputs no role). */
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!

function renderForm(onDone = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CreatePasswordForm email="hugo@example.fr" onDone={onDone} onCancel={vi.fn()} />
    </QueryClientProvider>,
  )
  return onDone
}

describe('CreatePasswordForm', () => {
  beforeEach(() => vi.resetAllMocks())

  it('asks no old password; a fresh code is sent first, a wrong one is said and cleared, the right one creates the password', async () => {
    fns.requestPasswordCode.mockResolvedValue({ ok: true, maskedEmail: 'hug***@example.fr' })
    fns.setFirstPassword.mockResolvedValueOnce({ ok: false, reason: 'invalid-code' }).mockResolvedValueOnce({ ok: true })
    const onDone = renderForm()
    expect(screen.queryByLabelText(/Ancien mot de passe/)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Créer le mot de passe' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir le code' }))
    expect(await screen.findByText(/Code envoyé/)).toBeInTheDocument()
    const boxes = screen.getAllByRole('textbox')
    await userEvent.click(boxes[0]!)
    await userEvent.keyboard('123456')
    await userEvent.type(input('new-password'), 'Nouveau#2027')
    await userEvent.type(input('confirm-password'), 'Nouveau#2027')
    await userEvent.click(screen.getByRole('button', { name: 'Créer le mot de passe' }))
    expect(await screen.findByText(PASSWORD_MESSAGES.codeWrong)).toBeInTheDocument()
    expect(fns.setFirstPassword).toHaveBeenCalledWith({ data: { otp: '123456', password: 'Nouveau#2027' } })
    expect(onDone).not.toHaveBeenCalled()
    await userEvent.click(screen.getAllByRole('textbox')[0]!)
    await userEvent.keyboard('654321')
    expect(screen.queryByText(PASSWORD_MESSAGES.codeWrong)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Créer le mot de passe' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(fns.setFirstPassword).toHaveBeenLastCalledWith({ data: { otp: '654321', password: 'Nouveau#2027' } })
  })

  it('a weak password is refused with the registration’s messages before any call', async () => {
    fns.requestPasswordCode.mockResolvedValue({ ok: true, maskedEmail: 'hug***@example.fr' })
    renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir le code' }))
    await userEvent.click((await screen.findAllByRole('textbox'))[0]!)
    await userEvent.keyboard('123456')
    await userEvent.type(input('new-password'), 'faible')
    await userEvent.click(screen.getByRole('button', { name: 'Créer le mot de passe' }))
    expect(await screen.findByText('La confirmation du mot de passe est requise')).toBeInTheDocument()
    expect(fns.setFirstPassword).not.toHaveBeenCalled()
  })
})
