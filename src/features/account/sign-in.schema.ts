import { waitText } from '~/lib/user-messages'
import * as z from 'zod/mini'
import { OTP_LENGTH } from '~/api-contract/constants'

/** Sign-in messages and rules (booking-and-accounts.md §5, §8). */
export const SIGN_IN_MESSAGES = {
  emailRequired: "L'e-mail est requis",
  emailInvalid: 'E-mail invalide',
  codeIncomplete: `Veuillez saisir le code à ${OTP_LENGTH} chiffres complet.`,
  codeWrong: 'Code incorrect ou expiré',
  codeTooManyAttempts: 'Trop de codes incorrects : ce code est bloqué. Demandez un nouveau code pour continuer.',
  tooManyMails: 'Trop de demandes pour cette adresse. Veuillez réessayer dans quelques minutes.',
  codeSent: 'Nouveau code envoyé !',
  linkFailed: "Ce lien n'est plus valide. Saisissez votre e-mail pour recevoir un nouveau code de connexion.",
  emailSent: 'Email envoyé !',
  resendFalse: "Une erreur est survenue lors de l'envoi de l'email. Veuillez réessayer.",
  resendThrew: 'Une erreur est survenue. Veuillez réessayer plus tard.',
  linkBanner: 'Cliquez sur le lien reçu par e-mail pour activer votre compte !',
} as const

/** The e-mail of the entry step (also the registration form's). */
export const emailField = z.string().check(z.trim(), z.minLength(1, SIGN_IN_MESSAGES.emailRequired), z.regex(z.regexes.email, SIGN_IN_MESSAGES.emailInvalid))

export const signInEmailSchema = z.object({ email: emailField, remember: z.boolean() })
export type SignInEmailValues = z.output<typeof signInEmailSchema>

/** How long 'Email envoyé !' and 'Nouveau code envoyé !' stay (§9: 3 s). */
export const SENT_FLAG_MS = 3000

/** Too many codes or e-mails asked for one address (API 429), with the wait when known. */
export function tooManyMailsMessage(retryAfter?: number): string {
  return retryAfter ? `Trop de demandes pour cette adresse. Veuillez réessayer dans ${waitText(retryAfter)}.` : SIGN_IN_MESSAGES.tooManyMails
}
