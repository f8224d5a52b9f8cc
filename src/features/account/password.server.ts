import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { sessionReplySchema, successReplySchema } from '~/api-contract/account'
import { apiRequest } from '~/server/api'
import { ApiError, USER_MESSAGES } from '~/server/errors'
import { signInSucceeded } from '~/server/sign-in-limits'
import { admit, apiFailure, failed, fetchCurrentUser, mailToken, openSession, sendCode, type CodeSent, type SignedIn } from './account.server'
import { userApiRequest } from './user-api.server'

/**
 * Passwords on the server (password.functions.ts): sign-in with one, 'Mot de passe oublié ?'
 * (a link mailed), a new password from that link, and a first password for an account opened
 * without one (a fresh sign-in code confirms it). All under the sign-in limits.
 */

type RateLimited = { ok: false; reason: 'rate-limited'; retryAfter?: number }

export const signInWithPassword = async (data: {
  email: string
  password: string
  remember: boolean
}): Promise<SignedIn | { ok: false; reason: 'invalid' } | RateLimited> => {
  const admitted = await admit('confirm', data.email)
  if (!admitted.ok) return { ok: false, reason: 'rate-limited', retryAfter: admitted.retryAfter }
  try {
    const session = await apiRequest({
      path: '/auth/login/password',
      method: 'POST',
      body: { email: data.email, password: data.password, client_id: 'web', remember_me: data.remember },
      schema: sessionReplySchema,
      error: 'Failed to sign in with password',
    })
    await signInSucceeded(getRequest(), data.email)
    return { ok: true, ...(await openSession(session, data.remember)) }
  } catch (error) {
    if (apiFailure(error)?.status !== 401) throw error
    await failed(data.email)
    return { ok: false, reason: 'invalid' }
  }
}

/** The reply says the same whether the address has an account or not. */
export const sendPasswordReset = async (data: { email: string }): Promise<{ ok: true } | RateLimited> => {
  const admitted = await admit('mail', data.email)
  if (!admitted.ok) return { ok: false, reason: 'rate-limited', retryAfter: admitted.retryAfter }
  await apiRequest({
    path: '/auth/password/reset',
    method: 'POST',
    body: { email: data.email },
    token: await mailToken(),
    schema: successReplySchema,
    error: 'Failed to send password reset link',
  })
  return { ok: true }
}

export const confirmPasswordReset = async (data: {
  token: string
  password: string
}): Promise<{ ok: true } | { ok: false; reason: 'invalid-link' | 'invalid' } | RateLimited> => {
  const admitted = await admit('confirm')
  if (!admitted.ok) return { ok: false, reason: 'rate-limited', retryAfter: admitted.retryAfter }
  try {
    await apiRequest({
      path: '/auth/password/reset/confirm',
      method: 'POST',
      body: data,
      schema: z.object({ success: z.boolean(), email: z.string() }),
      error: 'Failed to reset password',
    })
    return { ok: true }
  } catch (error) {
    const failure = apiFailure(error)
    if (failure?.status === 401) {
      await failed()
      return { ok: false, reason: 'invalid-link' }
    }
    if (failure?.status === 400) return { ok: false, reason: 'invalid' }
    throw error
  }
}

/** A sign-in code to the signed-in user's own address (before 'Créer un mot de passe'). */
export const sendOwnCode = async (): Promise<CodeSent> => {
  const user = await fetchCurrentUser()
  if (!user) throw new ApiError('Failed to send login code', 401, USER_MESSAGES.signedOut, 'signed out')
  return sendCode(user.email)
}

export type PasswordCreated = { ok: true } | { ok: false; reason: 'invalid-code' | 'too-many-attempts' | 'exists' | 'invalid' } | RateLimited

export const createPassword = async (data: { otp: string; password: string }): Promise<PasswordCreated> => {
  const user = await fetchCurrentUser()
  const admitted = await admit('confirm', user?.email)
  if (!admitted.ok) return { ok: false, reason: 'rate-limited', retryAfter: admitted.retryAfter }
  try {
    await userApiRequest({ path: '/auth/set-password', method: 'POST', body: data, schema: successReplySchema, error: 'Failed to set password' })
    return { ok: true }
  } catch (error) {
    const failure = apiFailure(error)
    if (failure?.status === 401 || failure?.status === 429) await failed(user?.email)
    if (failure?.status === 401) return { ok: false, reason: 'invalid-code' }
    if (failure?.status === 429) return { ok: false, reason: 'too-many-attempts' }
    if (failure?.status === 409) return { ok: false, reason: 'exists' }
    if (failure?.status === 400) return { ok: false, reason: 'invalid' }
    throw error
  }
}
