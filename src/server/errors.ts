/**
 * Errors of the API path. `message` is the spec's fixed English message (logged on the server);
 * `userMessage` is the French text the user sees.
 */
export const USER_MESSAGES = {
  generic: 'Une erreur est survenue. Veuillez réessayer plus tard.',
  timeout: 'Le service ne répond pas pour le moment. Veuillez réessayer dans quelques instants.',
  unavailable: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  notFound: "L'élément demandé est introuvable.",
  session: 'Votre session a expiré. Veuillez relancer votre recherche.',
  invalid: 'La demande est invalide. Veuillez vérifier les informations saisies.',
} as const

export type UserMessageKey = keyof typeof USER_MESSAGES

export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    /** The spec's fixed English message, e.g. 'Failed to fetch flights'. */
    message: string,
    readonly status: number,
    readonly userMessage: string,
    readonly detail?: string,
  ) {
    super(message)
  }
}

export function userMessageForStatus(status: number): string {
  if (status === 0) return USER_MESSAGES.unavailable
  if (status === 408 || status === 504) return USER_MESSAGES.timeout
  if (status === 401 || status === 403) return USER_MESSAGES.session
  if (status === 404) return USER_MESSAGES.notFound
  if (status === 400 || status === 422) return USER_MESSAGES.invalid
  if (status === 502 || status === 503) return USER_MESSAGES.unavailable
  return USER_MESSAGES.generic
}

/** The French message to show for any error that crossed the server-function boundary. */
export function toUserMessage(error: unknown): string {
  if (error instanceof ApiError) return error.userMessage
  if (error instanceof Error && /[àâçéèêëîïôûùüÿœ]/i.test(error.message)) return error.message
  return USER_MESSAGES.generic
}
