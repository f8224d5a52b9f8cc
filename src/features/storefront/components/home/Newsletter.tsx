import { useStore } from '@tanstack/react-form'
import { useId, useState } from 'react'
import { visuallyHidden } from 'design-system'
import { firstError, useAppForm } from '~/app/form'
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
  const [sent, setSent] = useState(false)
  const form = useAppForm({
    defaultValues: { email: '' },
    onSubmit: ({ value, formApi }) => {
      try {
        window.open(newsletterSignupUrl(value.email.trim()), '_blank', 'noopener')
        setSent(true)
      } catch {
        formApi.setFieldMeta('email', (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: NEWSLETTER_MESSAGES.unexpected } }))
      }
    },
  })
  const invalid = useStore(form.store, (s) => newsletterError(s.values.email) !== null)

  return (
    <section aria-labelledby={`${id}-titre`} className={styles.section}>
      <div>
        <h2 id={`${id}-titre`} className={styles.title}>
          Recevez nos meilleures offres
        </h2>
        <p className={styles.text}>Ventes flash, dernières minutes et idées de voyage : le meilleur de nos offres, chaque semaine dans votre boîte mail.</p>
      </div>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <label htmlFor={`${id}-email`} className={visuallyHidden}>
          Votre email
        </label>
        <form.Field
          name="email"
          validators={{
            // Said when the field is left once something was typed, or on submit; typing clears it.
            onBlur: ({ value, fieldApi }) => (fieldApi.state.meta.isDirty ? (newsletterError(value) ?? undefined) : undefined),
            onSubmit: ({ value }) => newsletterError(value) ?? undefined,
          }}
          listeners={{
            onChange: ({ fieldApi }) => {
              fieldApi.setErrorMap({ onBlur: undefined })
              setSent(false)
            },
          }}
        >
          {(field) => {
            const error = firstError(field.state.meta.errors)
            return (
              <>
                <div className={styles.row}>
                  <input
                    id={`${id}-email`}
                    className={styles.input}
                    type="email"
                    name="email"
                    autoComplete="email"
                    placeholder="Votre email"
                    value={field.state.value}
                    aria-invalid={error !== undefined}
                    aria-describedby={error ? `${id}-erreur` : `${id}-aide`}
                    onChange={(event) => field.handleChange(event.target.value)}
                    onBlur={field.handleBlur}
                    onKeyDown={(event) => {
                      // 'OK' is disabled while the e-mail is invalid, so Enter would do nothing: say why.
                      if (event.key === 'Enter' && invalid) {
                        event.preventDefault()
                        void form.handleSubmit()
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
              </>
            )
          }}
        </form.Field>
      </form>
    </section>
  )
}
