import userEvent from '@testing-library/user-event'
import { render, screen, waitFor } from 'design-system/testing'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { USER_MESSAGES } from '~/lib/user-messages'
import { SIGN_IN_MESSAGES } from '../../sign-in.schema'

const fns = vi.hoisted(() => ({ confirmCode: vi.fn(), requestCode: vi.fn() }))
vi.mock('../../account.functions', () => fns)

const { CodeStep } = await import('./CodeStep')

const boxes = () => screen.getAllByRole('textbox')
const continuer = () => screen.getByRole('button', { name: /Continuer/ })

function renderStep(onSignedIn = vi.fn().mockResolvedValue(undefined)) {
  render(<CodeStep email="lea@example.fr" maskedEmail="l***@example.fr" remember={false} onSignedIn={onSignedIn} onChangeEmail={vi.fn()} />)
  return onSignedIn
}

describe('CodeStep', () => {
  beforeEach(() => vi.resetAllMocks())

  it('Enter on a short code says so beside the boxes, keeps the focus, and typing clears the message', async () => {
    renderStep()
    await waitFor(() => expect(boxes()[0]).toHaveFocus())
    await userEvent.keyboard('123')
    expect(continuer()).toBeDisabled()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByText(SIGN_IN_MESSAGES.codeIncomplete)).toBeInTheDocument()
    expect(boxes()[3]).toHaveFocus()
    expect(fns.confirmCode).not.toHaveBeenCalled()
    await userEvent.keyboard('4')
    expect(screen.queryByText(SIGN_IN_MESSAGES.codeIncomplete)).toBeNull()
  })

  it('a wrong or expired code empties the boxes, says so and focuses the first; a right one signs in', async () => {
    fns.confirmCode.mockResolvedValueOnce({ ok: false, reason: 'invalid' }).mockResolvedValueOnce({ ok: true, user: {} })
    const onSignedIn = renderStep()
    await waitFor(() => expect(boxes()[0]).toHaveFocus())
    await userEvent.keyboard('123456')
    await userEvent.click(continuer())
    expect(await screen.findByText(SIGN_IN_MESSAGES.codeWrong)).toBeInTheDocument()
    expect(fns.confirmCode).toHaveBeenCalledWith({ data: { email: 'lea@example.fr', otp: '123456', remember: false } })
    expect(
      boxes()
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe('')
    expect(boxes()[0]).toHaveFocus()
    await userEvent.keyboard('654321')
    expect(screen.queryByText(SIGN_IN_MESSAGES.codeWrong)).toBeNull()
    await userEvent.click(continuer())
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ ok: true, user: {} }))
  })

  it('too many wrong codes: the code is blocked; too many attempts: a banner, the code kept', async () => {
    fns.confirmCode.mockResolvedValueOnce({ ok: false, reason: 'too-many' }).mockResolvedValueOnce({ ok: false, reason: 'rate-limited', retryAfter: 45 })
    renderStep()
    await waitFor(() => expect(boxes()[0]).toHaveFocus())
    await userEvent.keyboard('123456')
    await userEvent.click(continuer())
    expect(await screen.findByText(SIGN_IN_MESSAGES.codeTooManyAttempts)).toBeInTheDocument()
    await userEvent.keyboard('123456')
    await userEvent.click(continuer())
    expect(await screen.findByText('Trop de tentatives. Veuillez réessayer dans 45 secondes.')).toBeInTheDocument()
    expect(
      boxes()
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe('123456')
  })

  it('a new code: the boxes empty, the message goes, "Nouveau code envoyé !"; a refusal or failure shows in the banner', async () => {
    fns.confirmCode.mockResolvedValueOnce({ ok: false, reason: 'invalid' })
    fns.requestCode.mockResolvedValueOnce({ ok: true }).mockResolvedValueOnce({ ok: false, retryAfter: 120 }).mockRejectedValueOnce(new Error('boom'))
    renderStep()
    await waitFor(() => expect(boxes()[0]).toHaveFocus())
    await userEvent.keyboard('123456')
    await userEvent.click(continuer())
    expect(await screen.findByText(SIGN_IN_MESSAGES.codeWrong)).toBeInTheDocument()
    await userEvent.keyboard('12')
    const newCode = screen.getByRole('button', { name: 'Recevoir un nouveau code' })
    await userEvent.click(newCode)
    expect(await screen.findByText(SIGN_IN_MESSAGES.codeSent)).toBeInTheDocument()
    expect(
      boxes()
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe('')
    expect(fns.requestCode).toHaveBeenCalledWith({ data: { email: 'lea@example.fr' } })
    await userEvent.click(newCode)
    expect(await screen.findByText('Trop de demandes pour cette adresse. Veuillez réessayer dans 2 minutes.')).toBeInTheDocument()
    expect(screen.queryByText(SIGN_IN_MESSAGES.codeSent)).toBeNull()
    await userEvent.click(newCode)
    expect(await screen.findByText(USER_MESSAGES.generic)).toBeInTheDocument()
    expect(screen.queryByText(/Trop de demandes/)).toBeNull()
  })
})
