import { ChevronDown } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { destinationUrl, legacyMenu, LEGACY_REGIONS, SCHOOL_HOLIDAYS, schoolHolidayUrl } from '../../static-menus'
import { MenuLink } from '../menu/MenuLink'
import * as styles from './LegacyMenu.css'

type PanelKind = 'school-holidays' | 'destinations'

/**
 * The legacy desktop menu (storefront-and-holidays.md §2.5), static: it needs no API call, so
 * the minimal header shows it when the header-menu call fails. 'Vacances Scolaires' opens six
 * image tiles, 'Toutes nos Destinations' the region panels whose destinations lead to
 * /search-products filtered by their code. One panel at a time; Escape or a click outside
 * closes it (focus back on its button).
 */
export default function LegacyMenu() {
  const id = useId()
  const [open, setOpen] = useState<PanelKind | null>(null)
  const nav = useRef<HTMLElement>(null)
  const [entries] = useState(legacyMenu)

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(null)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      nav.current?.querySelector<HTMLElement>(`[aria-controls="${id}-${open}"]`)?.focus()
      setOpen(null)
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open, id])

  return (
    <nav ref={nav} aria-label="Navigation principale" className={styles.nav}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.label}>
            {entry.kind === 'link' ? (
              <MenuLink url={entry.url} className={styles.link} plain>
                {entry.label}
              </MenuLink>
            ) : (
              <button
                type="button"
                className={styles.link}
                aria-expanded={open === entry.kind}
                aria-controls={`${id}-${entry.kind}`}
                onClick={() => setOpen((o) => (o === entry.kind ? null : entry.kind))}
              >
                {entry.label}
                <ChevronDown size={16} aria-hidden="true" />
              </button>
            )}
          </li>
        ))}
      </ul>
      <div id={`${id}-school-holidays`} className={styles.panel} hidden={open !== 'school-holidays'}>
        <div className={styles.panelInner}>
          <ul className={styles.tiles}>
            {SCHOOL_HOLIDAYS.map((holiday) => (
              <li key={holiday.id}>
                <MenuLink url={schoolHolidayUrl(holiday.id)} className={styles.tile} plain>
                  <img src={`/images/vacances/${holiday.id}.svg`} alt="" width={320} height={200} loading="lazy" className={styles.tileImage} />
                  {holiday.label}
                </MenuLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div id={`${id}-destinations`} className={styles.panel} hidden={open !== 'destinations'}>
        <div className={styles.panelInner}>
          <div className={styles.regions}>
            {LEGACY_REGIONS.map((region, i) => (
              <section key={region.label} aria-labelledby={`${id}-region-${i}`}>
                <h3 id={`${id}-region-${i}`} className={styles.regionTitle}>
                  {region.label}
                </h3>
                <ul className={styles.regionList}>
                  {region.destinations.map(([code, label]) => (
                    <li key={code}>
                      <MenuLink url={destinationUrl(code)} className={styles.destination} onClick={() => setOpen(null)}>
                        {label}
                      </MenuLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </div>
    </nav>
  )
}
