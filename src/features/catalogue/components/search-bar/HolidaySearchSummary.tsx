import { Search } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { visuallyHidden } from 'design-system'
import * as styles from './SearchBar.css'

const loadDrawer = () => import('./HolidaySearchBar').then((m) => ({ default: m.HolidaySearchDrawer }))
const HolidaySearchDrawer = lazy(loadDrawer)
/** Starts loading the drawer's code when a tap or a click is coming (hover, touch, focus). */
const preload = () => void loadDrawer()

/**
 * The holiday search below md (§2.9): a compact summary box opening the full-screen drawer
 * 'Séjours, Circuits, Croisières, vols'. The drawer and its forms load when they are about to
 * be used: on a phone the page's own code stays small (the bar's tabs are not hydrated there).
 */
export function HolidaySearchSummary() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={styles.summaryBox}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
      >
        <Search size={20} aria-hidden="true" className={styles.summaryIcon} />
        <span className={styles.summaryText}>
          <span className={styles.summaryTitle}>Où souhaitez-vous partir ?</span>
          <span className={styles.summaryHint}>Séjours, circuits, croisières, vols</span>
        </span>
      </button>
      {open ? (
        <Suspense
          fallback={
            <p role="status" className={visuallyHidden}>
              Chargement…
            </p>
          }
        >
          <HolidaySearchDrawer isOpen onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
