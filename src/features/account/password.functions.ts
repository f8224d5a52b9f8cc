import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { emailSchema, passwordSchema, resetTokenSchema } from '~/api-contract/account'
import { OTP_LENGTH } from '~/api-contract/constants'
import { confirmPasswordReset, createPassword, sendOwnCode, sendPasswordReset, signInWithPassword } from './password.server'

export type { PasswordCreated } from './password.server'

/** Server functions of passwords (password.server.ts). */

/** Sign-in with the account's password. */
export const passwordSignIn = createServerFn({ method: 'POST' })
  .validator(z.object({ email: emailSchema, password: z.string().min(1).max(128), remember: z.boolean() }))
  .handler(({ data }) => signInWithPassword(data))

/** 'Mot de passe oublié ?': a link to set a new one, mailed when the address has an account. */
export const requestPasswordReset = createServerFn({ method: 'POST' })
  .validator(z.object({ email: emailSchema }))
  .handler(({ data }) => sendPasswordReset(data))

/** The new password from a reset link (/auth/reset-password?token=…). */
export const resetPassword = createServerFn({ method: 'POST' })
  .validator(z.object({ token: resetTokenSchema, password: passwordSchema }))
  .handler(({ data }) => confirmPasswordReset(data))

/** 'Créer un mot de passe': the code that confirms it, to the user's own address. */
export const requestPasswordCode = createServerFn({ method: 'POST' }).handler(() => sendOwnCode())

/** 'Créer un mot de passe' for an account without one: the fresh code and the password. */
export const setFirstPassword = createServerFn({ method: 'POST' })
  .validator(z.object({ otp: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`)), password: passwordSchema }))
  .handler(({ data }) => createPassword(data))
