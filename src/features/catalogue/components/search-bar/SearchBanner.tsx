import { Search } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Drawer, Spinner } from 'design-system'
import * as styles from './SearchBar.css'

const HolidaySearchTabs = lazy(() => import('./HolidaySearchBar').then((m) => ({ default: m.HolidaySearchTabs })))

/** The banner's static sample search (§2.9). */
export const SAMPLE_SEARCH = {
  title: 'Envie d’un autre voyage ?',
  summary: 'Séjour · Crète · juin · Une semaine',
} as const

/**
 * 'A banner with a static sample search summary opens a top drawer containing the search bar'
 * (§2.9): a light button; the bar's code loads when it is opened.
 */
export function SearchBanner() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={styles.searchBanner} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Search size={18} aria-hidden="true" className={styles.summaryIcon} />
        <span className={styles.summaryText}>
          <span className={styles.summaryTitle}>{SAMPLE_SEARCH.title}</span>
          <span className={styles.summaryHint}>{SAMPLE_SEARCH.summary}</span>
        </span>
        <span className={styles.searchBannerAction}>Rechercher</span>
      </button>
      {open ? (
        <Drawer isOpen onOpenChange={setOpen} placement="top" title="Rechercher un voyage">
          <Suspense fallback={<Spinner label="Chargement" />}>
            <HolidaySearchTabs onSearched={() => setOpen(false)} />
          </Suspense>
        </Drawer>
      ) : null}
    </>
  )
}
