import userEvent from '@testing-library/user-event'
import { render, screen } from 'design-system/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NEWSLETTER_MESSAGES } from '../../newsletter'
import { Newsletter, newsletterSignupUrl } from './Newsletter'

const email = () => screen.getByRole('textbox', { name: 'Votre email' })
const ok = () => screen.getByRole('button', { name: 'OK' })

describe('Newsletter', () => {
  afterEach(() => vi.restoreAllMocks())

  it('Enter on an empty field says it is required; leaving an invalid e-mail says so; typing clears the message', async () => {
    render(<Newsletter />)
    expect(ok()).toBeDisabled()
    await userEvent.click(email())
    await userEvent.tab()
    expect(screen.queryByRole('alert')).toBeNull()
    await userEvent.click(email())
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.required)
    await userEvent.type(email(), 'marie@exemple')
    expect(screen.queryByRole('alert')).toBeNull()
    await userEvent.tab()
    expect(await screen.findByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.invalid)
    expect(email()).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(email(), '.f')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(email()).toHaveAttribute('aria-invalid', 'false')
    expect(ok()).toBeDisabled()
  })

  it('a valid e-mail opens the sign-up page in a new tab and thanks; a blocked tab says the unexpected error', async () => {
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValueOnce(null)
      .mockImplementationOnce(() => {
        throw new Error('blocked')
      })
    render(<Newsletter />)
    await userEvent.type(email(), ' marie@exemple.fr ')
    await userEvent.click(ok())
    expect(open).toHaveBeenCalledWith(newsletterSignupUrl('marie@exemple.fr'), '_blank', 'noopener')
    expect(await screen.findByRole('status')).toHaveTextContent('Merci ! Finalisez votre inscription dans le nouvel onglet.')
    await userEvent.type(email(), 'x')
    expect(screen.queryByRole('status')).toBeNull()
    await userEvent.type(email(), '{Backspace}')
    await userEvent.click(ok())
    expect(await screen.findByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.unexpected)
  })
})
