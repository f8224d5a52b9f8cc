import { ClickReplay } from '~/platform/ClickReplay'
import { serverRenderedLazy } from '~/platform/server-rendered-lazy'
import type { SearchFormProps } from './SearchForm'
import * as styles from './LazySearchForm.css'

/**
 * The search form loads after the page's own code (it brings TanStack Form, Temporal and the
 * calendars): the server renders it in full, the client hydrates it once its chunk arrives.
 */
const SearchForm = serverRenderedLazy(() => import('./SearchForm'))

/**
 * A click or submit on the form before its chunk has arrived is held and replayed once it has
 * hydrated (ClickReplay): React alone drops it ('Inverser' pressed early did nothing).
 * `hydrateWhen`: a media query for a form the page shows only where it matches (`display:
 * none` elsewhere): there, the server's form is left as it is, not hydrated, until it matches.
 */
export function LazySearchForm({ hydrateWhen, ...props }: SearchFormProps & { hydrateWhen?: string }) {
  return (
    <ClickReplay fallback={<div className={styles.placeholder} data-variant={props.variant ?? 'banner'} aria-busy="true" />} hydrateWhen={hydrateWhen}>
      <SearchForm {...props} />
    </ClickReplay>
  )
}
