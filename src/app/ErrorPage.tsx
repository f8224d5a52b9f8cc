import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { buttonClassName } from 'design-system'
import { userMessageOf } from '~/lib/user-messages'
import { Page, PageActions } from './Page'
import * as styles from './Page.css'

/** The default error page: a French message and ways forward; details only in development. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <Page title="Une erreur est survenue" lead={`Nous n'avons pas pu afficher cette page. ${userMessageOf(error)}`}>
      <PageActions>
        <button
          type="button"
          className={buttonClassName()}
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          Réessayer
        </button>
        <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
          Retour à l&apos;accueil
        </Link>
      </PageActions>
      {import.meta.env.DEV && error instanceof Error ? <pre className={styles.pre}>{error.stack ?? error.message}</pre> : null}
    </Page>
  )
}
