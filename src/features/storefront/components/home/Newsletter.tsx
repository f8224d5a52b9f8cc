import { useId, useState, type FormEvent } from 'react'
import { visuallyHidden } from 'design-system'
import { mainSiteUrl } from '~/lib/main-site'
import { NEWSLETTER_MESSAGES, newsletterError } from '../../newsletter'
import * as styles from './Newsletter.css'

/** The main site's sign-up page, with the e-mail as a query parameter (§2.7). */
export const newsletterSignupUrl = (email: string) => `${mainSiteUrl('/newsletter')}?email=${encodeURIComponent(email)}`

/**
 * The newsletter form (storefront-and-holidays.md §2.7, §5): 'Votre email' and 'OK', disabled
 * while the e-mail is invalid; the message shows when the field is left or on Enter, and typing
 * clears it. Submitting opens the main site's sign-up page in a new tab; no product API call.
 */
export function Newsletter() {
  const id = useId()
  const [email, setEmail] = useState('')
  const [touched, setTouched] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const invalid = newsletterError(email) !== null

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    const problem = newsletterError(email)
    if (problem) {
      setError(problem)
      return
    }
    try {
      window.open(newsletterSignupUrl(email.trim()), '_blank', 'noopener')
      setSent(true)
    } catch {
      setError(NEWSLETTER_MESSAGES.unexpected)
    }
  }

  return (
    <section aria-labelledby={`${id}-titre`} className={styles.section}>
      <div>
        <h2 id={`${id}-titre`} className={styles.title}>
          Recevez nos meilleures offres
        </h2>
        <p className={styles.text}>Ventes flash, dernières minutes et idées de voyage : le meilleur de nos offres, chaque semaine dans votre boîte mail.</p>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-email`} className={visuallyHidden}>
          Votre email
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-email`}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Votre email"
            value={email}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-erreur` : `${id}-aide`}
            onChange={(event) => {
              setEmail(event.target.value)
              setTouched(true)
              setError(null)
              setSent(false)
            }}
            onBlur={() => {
              if (touched) setError(newsletterError(email))
            }}
            onKeyDown={(event) => {
              // 'OK' is disabled while the e-mail is invalid, so Enter would do nothing: say why.
              if (event.key === 'Enter' && invalid) {
                event.preventDefault()
                setError(newsletterError(email))
              }
            }}
          />
          <button type="submit" className={styles.submit} disabled={invalid}>
            OK
          </button>
        </div>
        {error ? (
          <p id={`${id}-erreur`} className={styles.error} role="alert">
            {error}
          </p>
        ) : sent ? (
          <p className={styles.success} role="status">
            Merci ! Finalisez votre inscription dans le nouvel onglet.
          </p>
        ) : (
          <p id={`${id}-aide`} className={styles.hint}>
            L’inscription se termine sur notre site, dans un nouvel onglet. Désinscription en un clic.
          </p>
        )}
      </form>
    </section>
  )
}
