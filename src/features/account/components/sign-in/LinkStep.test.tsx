import userEvent from '@testing-library/user-event'
import { render, screen, waitFor } from 'design-system/testing'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { USER_MESSAGES } from '~/lib/user-messages'
import { SIGN_IN_MESSAGES } from '../../sign-in.schema'

const fns = vi.hoisted(() => ({ continueAfterLink: vi.fn(), resendEmail: vi.fn() }))
vi.mock('../../account.functions', () => fns)

const { LinkStep } = await import('./LinkStep')

function renderStep(notSent = false) {
  const props = { onSignedIn: vi.fn().mockResolvedValue(undefined), onCodeSent: vi.fn(), onChangeEmail: vi.fn() }
  render(<LinkStep email="lea@example.fr" notSent={notSent} {...props} />)
  return props
}

describe('LinkStep', () => {
  beforeEach(() => vi.resetAllMocks())

  it('an e-mail not sent on the way here is said at once; a resend clears it and says "Email envoyé !"', async () => {
    fns.resendEmail.mockResolvedValueOnce({ success: true }).mockResolvedValueOnce({ success: false }).mockRejectedValueOnce(new Error('boom'))
    renderStep(true)
    expect(screen.getByText(SIGN_IN_MESSAGES.resendFalse)).toBeInTheDocument()
    const resend = screen.getByRole('button', { name: "Renvoyez l'email" })
    await userEvent.click(resend)
    expect(await screen.findByText(SIGN_IN_MESSAGES.emailSent)).toBeInTheDocument()
    expect(screen.queryByText(SIGN_IN_MESSAGES.resendFalse)).toBeNull()
    await userEvent.click(resend)
    expect(await screen.findByText(SIGN_IN_MESSAGES.resendFalse)).toBeInTheDocument()
    expect(screen.queryByText(SIGN_IN_MESSAGES.emailSent)).toBeNull()
    await userEvent.click(resend)
    expect(await screen.findByText(SIGN_IN_MESSAGES.resendThrew)).toBeInTheDocument()
  })

  it("'Continuer': signed in when the link was opened, else a code is sent; a refusal or a failure shows in the banner", async () => {
    fns.continueAfterLink
      .mockResolvedValueOnce({ ok: false, retryAfter: 30 })
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce({ ok: true, maskedEmail: 'l***@example.fr' })
      .mockResolvedValueOnce({ ok: true, user: {} })
    const props = renderStep()
    const continuer = screen.getByRole('button', { name: 'Continuer' })
    await userEvent.click(continuer)
    expect(await screen.findByText('Trop de demandes pour cette adresse. Veuillez réessayer dans 30 secondes.')).toBeInTheDocument()
    await userEvent.click(continuer)
    expect(await screen.findByText(USER_MESSAGES.generic)).toBeInTheDocument()
    await userEvent.click(continuer)
    await waitFor(() => expect(props.onCodeSent).toHaveBeenCalledWith({ ok: true, maskedEmail: 'l***@example.fr' }))
    expect(screen.queryByText(USER_MESSAGES.generic)).toBeNull()
    await userEvent.click(continuer)
    await waitFor(() => expect(props.onSignedIn).toHaveBeenCalledWith({ ok: true, user: {} }))
    expect(fns.continueAfterLink).toHaveBeenCalledWith({ data: { email: 'lea@example.fr' } })
  })
})
