import { Search } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Drawer, Spinner, useIsDesktop } from 'design-system'
import type { SearchStart } from '../../another-trip'
import * as styles from './SearchBar.css'

const HolidaySearchTabs = lazy(() => import('./HolidaySearchBar').then((m) => ({ default: m.HolidaySearchTabs })))
const HolidaySearchDrawer = lazy(() => import('./HolidaySearchBar').then((m) => ({ default: m.HolidaySearchDrawer })))

/**
 * 'A banner with a search summary opens a top drawer containing the search bar' (§2.9): a light
 * button saying `summary` ('Circuits · Crète · Une semaine'); the bar opens on `start` (below
 * md, the phone's full-screen search drawer), its code loaded when it is opened.
 */
export function SearchBanner({ summary, start }: { summary: string; start: SearchStart }) {
  const [open, setOpen] = useState(false)
  const isDesktop = useIsDesktop()
  return (
    <>
      <button type="button" className={styles.searchBanner} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Search size={18} aria-hidden="true" className={styles.summaryIcon} />
        <span className={styles.summaryText}>
          <span className={styles.summaryTitle}>Envie d’un autre voyage ?</span>
          <span className={styles.summaryHint}>{summary}</span>
        </span>
        <span className={styles.searchBannerAction}>Rechercher</span>
      </button>
      {open && isDesktop ? (
        <Drawer isOpen onOpenChange={setOpen} placement="top" title="Rechercher un voyage">
          <Suspense fallback={<Spinner label="Chargement" />}>
            <HolidaySearchTabs start={start} onSearched={() => setOpen(false)} />
          </Suspense>
        </Drawer>
      ) : open ? (
        <Suspense fallback={null}>
          <HolidaySearchDrawer isOpen onOpenChange={setOpen} start={start} />
        </Suspense>
      ) : null}
    </>
  )
}
