import { http } from 'msw'
import { loginPasswordRequestSchema, passwordResetConfirmRequestSchema, passwordResetRequestSchema, setPasswordRequestSchema } from '~/api-contract/account'
import { PASSWORD_RESET_TTL_MINUTES } from '~/api-contract/constants'
import { handle, HttpError, json, parseBody, requireUser, unauthorized } from '../lib/http'
import { requesterToken } from '../mailbox'
import { store, type Account } from '../store'
import { checkMailQuota, consumeCode, sessionReply } from './accounts'

/**
 * Passwords: sign-in with one, 'Mot de passe oublié ?' (a single-use link mailed, expiring), and
 * a first password for an account opened without one (confirmed by a fresh sign-in code).
 */

const RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000

/** Every other signed-in session of the account ends when its password is set by a link. */
function endSessionsOf(email: string) {
  for (const [token, session] of store.userSessions.dump()) if (session.email === email) store.userSessions.delete(token)
}

function sendResetLink(request: Request, account: Account) {
  for (const [token, link] of store.resetTokens.dump()) if (link.email === account.email) store.resetTokens.delete(token)
  const token = store.randomToken(16)
  store.resetTokens.set(token, { email: account.email, expires: Date.now() + RESET_TTL_MS })
  store.sendMail({
    to: account.email,
    owner: requesterToken(request),
    kind: 'password-reset',
    subject: 'Choisissez un nouveau mot de passe Horizon Voyages',
    link: `/auth/reset-password?token=${token}`,
    text: `Cliquez sur le lien pour choisir un nouveau mot de passe. Il est valable ${PASSWORD_RESET_TTL_MINUTES} minutes et ne sert qu'une fois. Vous n'avez rien demandé ? Ignorez cet e-mail : votre mot de passe reste le même.`,
  })
}

export const passwordHandlers = [
  http.post(
    '*/api/v2/auth/login/password',
    handle(async ({ request }) => {
      const body = await parseBody(request, loginPasswordRequestSchema)
      const account = store.accounts.get(body.email)
      // One answer for an unknown address, an account without a password and a wrong password.
      if (!account || account.password === null || account.password !== body.password) throw unauthorized('Invalid e-mail or password')
      return json(sessionReply(body.email, body.remember_me))
    }),
  ),

  http.post(
    '*/api/v2/auth/password/reset',
    handle(async ({ request }) => {
      const body = await parseBody(request, passwordResetRequestSchema)
      const account = store.accounts.get(body.email)
      if (account) {
        try {
          checkMailQuota(body.email)
          sendResetLink(request, account)
        } catch (error) {
          // Over the address's mail quota: nothing is sent, and the reply stays the same.
          if (!(error instanceof HttpError)) throw error
        }
      }
      return json({ success: true, expires_in: RESET_TTL_MS / 1000 })
    }),
  ),

  http.post(
    '*/api/v2/auth/password/reset/confirm',
    handle(async ({ request }) => {
      const body = await parseBody(request, passwordResetConfirmRequestSchema)
      const link = store.resetTokens.get(body.token)
      if (!link || link.expires < Date.now()) throw unauthorized('Invalid or expired link')
      store.resetTokens.delete(body.token)
      const account = store.accounts.get(link.email)
      if (!account) throw unauthorized('Invalid or expired link')
      account.password = body.password
      account.email_verified = true
      endSessionsOf(account.email)
      return json({ success: true, email: account.email })
    }),
  ),

  http.post(
    '*/api/v2/auth/set-password',
    handle(async ({ request }) => {
      const { account } = requireUser(request)
      const body = await parseBody(request, setPasswordRequestSchema)
      if (account.password !== null) throw new HttpError(409, 'password_exists', 'This account already has a password: use update-password')
      consumeCode(account.email, body.otp)
      account.password = body.password
      return json({ success: true })
    }),
  ),
]
