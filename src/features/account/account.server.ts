import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import {
  checkEmailReplySchema,
  codeSentReplySchema,
  errorReplySchema,
  profileSchema,
  type registerRequestSchema,
  type Profile,
  sessionReplySchema,
  successReplySchema,
} from '~/api-contract/account'
import { maskEmail } from '~/lib/mask-email'
import { apiRequest } from '~/server/api'
import { usesDemoApi } from '~/server/demo-gateway'
import { shownIdentity } from '~/server/page-render'
import { ApiError } from '~/server/errors'
import { admitSignIn, signInFailed, signInSucceeded, type SignInCall } from '~/server/sign-in-limits'
import {
  clearUserToken,
  ensureSessionToken,
  readPendingSignIn,
  readUserToken,
  readUserTokenForIdentity,
  rotateSessionToken,
  userCookieName,
  storePendingSignIn,
  storeUserToken,
} from '~/server/session'
import { signInTarget } from './redirect'
import type { CurrentUser } from './current-user'
import { userApiRequest } from './user-api.server'

/**
 * Sign-in, registration and the signed-in session on the server (account.functions.ts).
 * Expected outcomes (a wrong code, an existing account, a rate limit) are results, not errors;
 * an unreachable API raises the French message of the error middleware.
 */

const USER_FIELDS = 'firstName,lastName,fullName,email,email_verified'

/** The status and error code of an API failure, or null for anything else. */
export function apiFailure(error: unknown): { status: number; code?: string; retryAfter?: number } | null {
  if (!(error instanceof ApiError)) return null
  try {
    const body = errorReplySchema.safeParse(JSON.parse(error.detail ?? ''))
    return { status: error.status, code: body.data?.error, retryAfter: body.data?.retry_after }
  } catch {
    return { status: error.status }
  }
}

function toCurrentUser(profile: Pick<z.output<typeof profileSchema>, 'firstName' | 'lastName' | 'fullName' | 'email' | 'email_verified'>): CurrentUser {
  const { firstName, lastName, email } = profile
  return {
    firstName,
    lastName,
    fullName: profile.fullName || `${firstName} ${lastName}`.trim(),
    email,
    initials: `${firstName.slice(0, 1)}${lastName.slice(0, 1)}`.toUpperCase(),
    emailVerified: profile.email_verified,
  }
}

/**
 * Keeps the session from a sign-in reply, with a new reservation token (session fixation);
 * returns the user and where to go next (then forgotten).
 */
export const openSession = async (session: z.output<typeof sessionReplySchema>, remember: boolean, redirect?: string) => {
  storeUserToken(session.access_token, remember ? session.expires_in : undefined)
  await rotateSessionToken(true)
  const pending = readPendingSignIn()
  storePendingSignIn({})
  return { user: toCurrentUser(session.user), redirectTo: signInTarget(redirect ?? pending.redirect) }
}

/**
 * The visitor's reservation token, sent with the calls that mail a code or link: the demo API's
 * mailbox shows a message only to the browser that asked for it. Undefined if the API is away.
 */
export const mailToken = () => ensureSessionToken().catch(() => undefined)

/** The sign-in limits per client address and account (server/sign-in-limits.ts) for this call. */
export const admit = (call: SignInCall, account?: string) => admitSignIn(getRequest(), call, account)
export const failed = (account?: string) => signInFailed(getRequest(), account)

export const sendCode = async (email: string): Promise<CodeSent> => {
  const admitted = await admit('mail', email)
  if (!admitted.ok) return { ok: false, reason: 'rate-limited', retryAfter: admitted.retryAfter }
  try {
    await apiRequest({
      path: '/auth/login/code',
      method: 'POST',
      body: { email },
      token: await mailToken(),
      schema: codeSentReplySchema,
      error: 'Failed to send login code',
    })
    return { ok: true, maskedEmail: maskEmail(email) }
  } catch (error) {
    const failure = apiFailure(error)
    if (failure?.status === 429) return { ok: false, reason: 'rate-limited', retryAfter: failure.retryAfter }
    throw error
  }
}

export type CodeSent = { ok: true; maskedEmail: string } | { ok: false; reason: 'rate-limited'; retryAfter?: number }

export type SignInStart = (
  | { step: 'code'; email: string; maskedEmail: string }
  | { step: 'link'; email: string; sent: boolean }
  | { step: 'register'; email: string }
  | { step: 'rate-limited'; email: string; retryAfter?: number }
) & {
  /** The demo API's mailbox page, when the demo answers (it plays the user's inbox). */
  demoMailbox?: string
}

const demoMailbox = () => (usesDemoApi() ? '/api/v2/demo/mailbox' : undefined)

export type SignedIn = { ok: true; user: CurrentUser; redirectTo: string }

/**
 * Who is signed in, or null. In a page render the names and e-mail are the page cache's
 * placeholders (`shownIdentity`): the page depends on whether the e-mail is confirmed, not on
 * whose it is.
 */
export const fetchCurrentUser = async (): Promise<CurrentUser | null> => {
  const token = readUserTokenForIdentity()
  const user = token ? await userInfo(token) : null
  const shown = shownIdentity(userCookieName(), user && { variant: user.emailVerified ? 'verified' : 'unverified', strings: identityStrings(user) })
  return user && shown && { ...shown, emailVerified: user.emailVerified }
}

const identityStrings = ({ firstName, lastName, fullName, email, initials }: CurrentUser) => ({ firstName, lastName, fullName, email, initials })

async function userInfo(token: string): Promise<CurrentUser | null> {
  try {
    const profile = await userApiRequest(
      {
        path: '/auth/userinfo',
        query: { fields: USER_FIELDS },
        schema: profileSchema.pick({ firstName: true, lastName: true, fullName: true, email: true, email_verified: true }),
        error: 'Failed to get user info',
      },
      token,
    )
    return toCurrentUser(profile)
  } catch (error) {
    // Expired session (cookie cleared) or API down: the page renders signed out.
    if (apiFailure(error)?.status !== 401) console.warn('[account] userinfo unavailable:', error instanceof Error ? error.message : error)
    return null
  }
}

/** The whole client profile, or null when signed out or the session has expired. */
export const loadProfile = async (): Promise<Profile | null> => {
  if (!readUserToken()) return null
  try {
    return await userApiRequest({ path: '/auth/userinfo', schema: profileSchema, error: 'Failed to get user profile' })
  } catch (error) {
    if (apiFailure(error)?.status === 401) return null
    throw error
  }
}

export const beginSignIn = async (data: { email: string; remember: boolean; redirect?: string }): Promise<SignInStart> => {
  const admitted = await admit('check')
  if (!admitted.ok) return { step: 'rate-limited', email: data.email, retryAfter: admitted.retryAfter }
  const pending = readPendingSignIn()
  storePendingSignIn({ remember: data.remember, redirect: data.redirect ? signInTarget(data.redirect, '') || pending.redirect : pending.redirect })
  const check = await apiRequest({
    path: '/auth/check-email',
    method: 'POST',
    body: { email: data.email },
    schema: checkEmailReplySchema,
    error: 'Failed to check e-mail',
  })
  if (!check.exists) return { step: 'register', email: data.email, demoMailbox: demoMailbox() }
  if (!check.email_verified) {
    const mail = await admit('mail', data.email)
    if (!mail.ok) return { step: 'rate-limited', email: data.email, retryAfter: mail.retryAfter }
    const sent = await apiRequest({
      path: '/auth/resend-email',
      method: 'POST',
      body: { email: data.email },
      token: await mailToken(),
      schema: successReplySchema,
      error: 'Failed to resend e-mail',
    }).catch(() => ({ success: false }))
    return { step: 'link', email: data.email, sent: sent.success, demoMailbox: demoMailbox() }
  }
  const code = await sendCode(data.email)
  return code.ok
    ? { step: 'code', email: data.email, maskedEmail: code.maskedEmail, demoMailbox: demoMailbox() }
    : { step: 'rate-limited', email: data.email, retryAfter: code.retryAfter }
}

export const confirmSignInCode = async (data: {
  email: string
  otp: string
  remember: boolean
}): Promise<SignedIn | { ok: false; reason: 'invalid' | 'too-many-attempts' } | { ok: false; reason: 'rate-limited'; retryAfter: number }> => {
  const admitted = await admit('confirm', data.email)
  if (!admitted.ok) return { ok: false, reason: 'rate-limited', retryAfter: admitted.retryAfter }
  try {
    const session = await apiRequest({
      path: '/auth/login/confirm',
      method: 'POST',
      body: { email: data.email, otp: data.otp, client_id: 'web', remember_me: data.remember },
      schema: sessionReplySchema,
      error: 'Failed to confirm login code',
    })
    await signInSucceeded(getRequest(), data.email)
    return { ok: true, ...(await openSession(session, data.remember)) }
  } catch (error) {
    const failure = apiFailure(error)
    if (failure?.status === 401 || failure?.status === 429) await failed(data.email)
    if (failure?.status === 401) return { ok: false, reason: 'invalid' }
    if (failure?.status === 429) return { ok: false, reason: 'too-many-attempts' }
    throw error
  }
}

export const confirmSignInLink = async (data: { token: string; redirect?: string }): Promise<SignedIn | { ok: false }> => {
  const remember = readPendingSignIn().remember === true
  if (!(await admit('confirm')).ok) return { ok: false }
  try {
    const session = await apiRequest({
      path: '/auth/login/link/confirm',
      method: 'POST',
      body: { token: data.token, remember_me: remember },
      schema: sessionReplySchema,
      error: 'Failed to confirm login link',
    })
    return { ok: true, ...(await openSession(session, remember, data.redirect)) }
  } catch (error) {
    if (apiFailure(error)?.status === 401) {
      await failed()
      return { ok: false }
    }
    throw error
  }
}

export const continueSignIn = async (data: { email: string }): Promise<SignedIn | CodeSent> => {
  const user = await fetchCurrentUser()
  if (user) {
    const pending = readPendingSignIn()
    storePendingSignIn({})
    return { ok: true, user, redirectTo: signInTarget(pending.redirect) }
  }
  return sendCode(data.email)
}

export const resendConfirmation = async (data: { email: string }) => {
  if (!(await admit('mail', data.email)).ok) return { success: false }
  return apiRequest({
    path: '/auth/resend-email',
    method: 'POST',
    body: { email: data.email },
    token: await mailToken(),
    schema: successReplySchema,
    error: 'Failed to resend e-mail',
  })
}

export const registerAccount = async (
  data: z.output<typeof registerRequestSchema>,
): Promise<{ ok: true; email: string } | { ok: false; reason: 'exists' | 'invalid' } | { ok: false; reason: 'rate-limited'; retryAfter: number }> => {
  const admitted = await admit('mail', data.email)
  if (!admitted.ok) return { ok: false, reason: 'rate-limited', retryAfter: admitted.retryAfter }
  try {
    await apiRequest({
      path: '/auth/register',
      method: 'POST',
      body: data,
      token: await mailToken(),
      schema: z.object({ success: z.boolean(), email: z.string() }),
      error: 'Failed to register',
    })
    return { ok: true, email: data.email }
  } catch (error) {
    const failure = apiFailure(error)
    if (failure?.status === 409) return { ok: false, reason: 'exists' }
    if (failure?.status === 400) return { ok: false, reason: 'invalid' }
    throw error
  }
}

export const endSession = async () => {
  const token = readUserToken()
  if (token) {
    await apiRequest({
      path: '/auth/logout',
      method: 'POST',
      schema: z.unknown(),
      error: 'Failed to sign out',
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => undefined)
  }
  clearUserToken()
  storePendingSignIn({})
  await rotateSessionToken()
  return null
}

export const keepSignInRedirect = (data: { path?: string }) => {
  storePendingSignIn({ ...readPendingSignIn(), redirect: signInTarget(data.path) })
  return null
}
