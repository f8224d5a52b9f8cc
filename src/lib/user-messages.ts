/** French messages shown to users when a call fails (shared by server and client). */
export const USER_MESSAGES = {
  generic: 'Une erreur est survenue. Veuillez réessayer plus tard.',
  timeout: 'Le service ne répond pas pour le moment. Veuillez réessayer dans quelques instants.',
  unavailable: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  notFound: "L'élément demandé est introuvable.",
  session: 'Votre session a expiré. Veuillez relancer votre recherche.',
  signedOut: 'Votre session a expiré. Veuillez vous reconnecter.',
  invalid: 'La demande est invalide. Veuillez vérifier les informations saisies.',
} as const

const KNOWN = new Set<string>(Object.values(USER_MESSAGES))

/** The French message for an error that reached the UI: ours as is, anything else generic. */
export function userMessageOf(error: unknown): string {
  return error instanceof Error && KNOWN.has(error.message) ? error.message : USER_MESSAGES.generic
}

/** A wait in seconds as French words ('8 minutes', '45 secondes'). */
export function waitText(seconds: number): string {
  if (seconds > 60) return `${Math.ceil(seconds / 60)} minutes`
  if (seconds === 60) return '1 minute'
  return `${Math.max(1, Math.ceil(seconds))} secondes`
}

/** Too many sign-in attempts (our rate limits), with the wait. */
export function tooManyAttemptsMessage(retryAfter: number): string {
  return `Trop de tentatives. Veuillez réessayer dans ${waitText(retryAfter)}.`
}
