import { PASSWORD_RESET_TTL_MINUTES } from '~/api-contract/constants'
import { passwordErrors } from './register.schema'

/** Messages and rules of a new password (booking-and-accounts.md §5 password change; the reset link and a first password). */

export const NEW_PASSWORD_MESSAGES = {
  newRequired: 'Le nouveau mot de passe est requis',
  confirmRequired: 'La confirmation du mot de passe est requise',
  mismatch: 'Les mots de passe ne correspondent pas',
} as const

export const PASSWORD_MESSAGES = {
  passwordRequired: 'Le mot de passe est requis',
  wrongPassword: 'E-mail ou mot de passe incorrect.',
  resetSent: (email: string) =>
    `Si un compte existe pour ${email}, vous allez recevoir un e-mail avec un lien pour choisir un nouveau mot de passe. Ce lien est valable ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  linkInvalid: "Ce lien n'est plus valide : il a déjà servi ou il a expiré. Demandez un nouveau lien ci-dessous.",
  resetDone: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec ce nouveau mot de passe.',
  created: 'Votre mot de passe a été créé.',
  codeWrong: 'Code incorrect ou expiré',
  exists: 'Votre compte a déjà un mot de passe.',
} as const

export interface NewPasswordValues {
  password: string
  confirmPassword: string
}

/** The new password and its confirmation: each field's first message (none: valid). */
export function newPasswordErrors(v: NewPasswordValues): Partial<Record<keyof NewPasswordValues, string>> {
  const errors: Partial<Record<keyof NewPasswordValues, string>> = {}
  const password = v.password ? passwordErrors(v.password)[0] : NEW_PASSWORD_MESSAGES.newRequired
  if (password) errors.password = password
  if (!v.confirmPassword) errors.confirmPassword = NEW_PASSWORD_MESSAGES.confirmRequired
  else if (v.confirmPassword !== v.password) errors.confirmPassword = NEW_PASSWORD_MESSAGES.mismatch
  return errors
}
