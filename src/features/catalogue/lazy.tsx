import { mediaQuery } from 'design-system'
import { ClickReplay } from '~/platform/ClickReplay'
import { serverRenderedLazy } from '~/platform/server-rendered-lazy'
import { HolidaySearchSummary } from './components/search-bar/HolidaySearchSummary'
// The styles of the server-rendered lazy parts below, in the importing route's CSS.
import * as styles from './components/search-bar/SearchBar.css'

/** The catalogue's lazily loaded parts (rendered on the server, hydrated when they arrive). */

const HolidaySearchTabs = serverRenderedLazy(() => import('./components/search-bar/HolidaySearchBar').then((m) => ({ default: m.HolidaySearchTabs })))

/**
 * The holiday search bar (§2.9), the home page's search: from md up, tabs Séjours (default),
 * Circuits, Croisières, Vols with their sub-tabs and forms; below md, a compact summary box
 * opening the full-screen drawer. Both are in the server HTML and CSS shows one (no layout
 * shift at hydration). The tabs' code (forms, calendars, pickers) loads and hydrates only where
 * they are shown: on a phone it waits for the window to reach md, or for the drawer.
 */
export function HolidaySearchBar() {
  return (
    <>
      <div className={styles.desktopOnly}>
        <ClickReplay fallback={null} hydrateWhen={mediaQuery.md}>
          <HolidaySearchTabs />
        </ClickReplay>
      </div>
      <div className={styles.mobileOnly}>
        <HolidaySearchSummary />
      </div>
    </>
  )
}
