import { Suspense } from 'react'
import { serverRenderedLazy } from '~/lib/server-rendered-lazy'
import type { SearchFormProps } from './SearchForm'
import * as styles from './LazySearchForm.css'

/**
 * The search form loads after the page's own code (it brings TanStack Form, Temporal and the
 * calendars): the server renders it in full, the client hydrates it once its chunk arrives.
 */
const SearchForm = serverRenderedLazy(() => import('./SearchForm'))

export function LazySearchForm(props: SearchFormProps) {
  return (
    <Suspense fallback={<div className={styles.placeholder} data-variant={props.variant ?? 'banner'} aria-busy="true" />}>
      <SearchForm {...props} />
    </Suspense>
  )
}
