import { Suspense } from 'react'
import { UntilMedia } from '~/platform/ClickReplay'
import { serverRenderedLazy } from '~/platform/server-rendered-lazy'
import type { SearchFormProps } from './SearchForm'
import * as styles from './LazySearchForm.css'

/**
 * The search form loads after the page's own code (it brings TanStack Form, Temporal and the
 * calendars): the server renders it in full, the client hydrates it once its chunk arrives.
 */
const SearchForm = serverRenderedLazy(() => import('./SearchForm'))

/**
 * `hydrateWhen`: a media query for a form the page shows only where it matches (`display:
 * none` elsewhere): there, the server's form is left as it is, not hydrated, until it matches.
 */
export function LazySearchForm({ hydrateWhen, ...props }: SearchFormProps & { hydrateWhen?: string }) {
  return (
    <Suspense fallback={<div className={styles.placeholder} data-variant={props.variant ?? 'banner'} aria-busy="true" />}>
      {hydrateWhen ? <UntilMedia query={hydrateWhen} /> : null}
      <SearchForm {...props} />
    </Suspense>
  )
}
