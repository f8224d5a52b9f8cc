import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { emailSchema, registerRequestSchema } from '~/api-contract/account'
import { OTP_LENGTH } from '~/api-contract/constants'
import { MAX_REDIRECT_LENGTH } from '~/lib/safe-redirect'
import {
  beginSignIn,
  confirmSignInCode,
  confirmSignInLink,
  continueSignIn,
  endSession,
  fetchCurrentUser,
  keepSignInRedirect,
  loadProfile,
  registerAccount,
  resendConfirmation,
  sendCode,
} from './account.server'

export type { CodeSent, SignedIn, SignInStart } from './account.server'

/**
 * Server functions of sign-in, registration and the signed-in session (account.server.ts).
 * Input schemas sit inside `.validator()` (stripped from the browser bundle with the handlers).
 */

/** The signed-in user (from the session cookie), or null. */
export const getCurrentUser = createServerFn({ method: 'GET' }).handler(() => fetchCurrentUser())

/**
 * The signed-in user's whole client profile (booking-and-accounts.md §3: names, birth date,
 * phone, consents, addresses), or null when signed out or the session has expired.
 */
export const getProfile = createServerFn({ method: 'GET' }).handler(() => loadProfile())

/**
 * A page to come back to after sign-in: one the sign-in would not keep (over-long, not a
 * string) is dropped here, as `signInTarget` drops a foreign one, never a refused call.
 */
const redirectInput = () => z.string().max(MAX_REDIRECT_LENGTH).optional().catch(undefined)

/**
 * Entry step: a known, confirmed e-mail gets a code; a known e-mail not yet confirmed gets a
 * new confirmation link; an unknown one goes to registration. Keeps 'Se souvenir de moi' and a
 * redirect asked by the URL for the end of the sign-in.
 */
export const startSignIn = createServerFn({ method: 'POST' })
  .validator(z.object({ email: emailSchema, remember: z.boolean(), redirect: redirectInput() }))
  .handler(({ data }) => beginSignIn(data))

/** 'Recevoir un nouveau code' (and the code step after a confirmation link). */
export const requestCode = createServerFn({ method: 'POST' })
  .validator(z.object({ email: emailSchema }))
  .handler(({ data }) => sendCode(data.email))

/** The code step. */
export const confirmCode = createServerFn({ method: 'POST' })
  .validator(z.object({ email: emailSchema, otp: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`)), remember: z.boolean() }))
  .handler(({ data }) => confirmSignInCode(data))

/** A sign-in or confirmation link opened from the mailbox (`/auth/check-email?token=…`). */
export const confirmLink = createServerFn({ method: 'POST' })
  .validator(z.object({ token: z.string().regex(/^[0-9a-f]{32}$/), redirect: redirectInput() }))
  .handler(({ data }) => confirmSignInLink(data))

/** 'Continuer' on the link step: signed in already (link opened in another tab), or a code. */
export const continueAfterLink = createServerFn({ method: 'POST' })
  .validator(z.object({ email: emailSchema }))
  .handler(({ data }) => continueSignIn(data))

/** 'Renvoyez l'email': `success` false when the API could not send it. */
export const resendEmail = createServerFn({ method: 'POST' })
  .validator(z.object({ email: emailSchema }))
  .handler(({ data }) => resendConfirmation(data))

/** Registration ('Créez votre compte en 1 minute !'); a confirmation link is mailed. */
export const register = createServerFn({ method: 'POST' })
  .validator(registerRequestSchema)
  .handler(({ data }) => registerAccount(data))

/** 'Me déconnecter': ends the session upstream (best effort), clears the cookie, and rotates the reservation token. */
export const signOut = createServerFn({ method: 'POST' }).handler(() => endSession())

/** Keeps where to come back after sign-in (a same-origin path; anything else means '/'). */
export const storeSignInRedirect = createServerFn({ method: 'POST' })
  .validator(z.object({ path: redirectInput() }))
  .handler(({ data }) => keepSignInRedirect(data))
