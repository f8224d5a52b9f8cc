import { ArrowLeft, ChevronRight } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Drawer } from 'design-system'
import { mobileMenu, type SubPanel } from '../../static-menus'
import { MenuLink } from '../menu/MenuLink'
import { MobileAccountEntries } from './MobileAccountEntries'
import * as styles from './MobileMenu.css'

/**
 * The mobile menu (storefront-and-holidays.md §2.2): a full-screen list with a close button.
 * Séjours, Circuits and Vacances scolaires open sub-panels sliding in from the right, each with
 * a back button; the close button closes everything. Then the account's entries (sign in, or the
 * client space and sign out). Only links to the main site's own pages open in a new tab.
 */
export default function MobileMenu({ onClose }: { onClose: () => void }) {
  const [panel, setPanel] = useState<SubPanel['id'] | null>(null)
  const opener = useRef<SubPanel['id'] | null>(null)
  const body = useRef<HTMLDivElement>(null)
  const [entries] = useState(mobileMenu)
  const current = entries.find((e): e is { kind: 'panel' } & SubPanel => e.kind === 'panel' && e.id === panel)

  // Focus follows the panels: into a panel on open, back to its entry on close.
  useEffect(() => {
    // No scrolling to the focus: the panel is still sliding in from off-screen.
    if (panel) body.current?.querySelector<HTMLElement>('[data-panel] button')?.focus({ preventScroll: true })
    else if (opener.current) body.current?.querySelector<HTMLElement>(`[data-opens="${opener.current}"]`)?.focus({ preventScroll: true })
  }, [panel])

  return (
    <Drawer isOpen onOpenChange={(open) => !open && onClose()} placement="left" size="full" title="Menu">
      <div ref={body} className={styles.body}>
        <nav aria-label="Menu principal" inert={panel !== null || undefined}>
          <ul className={styles.list}>
            {entries.map((entry) => (
              <li key={entry.label}>
                {entry.kind === 'link' ? (
                  <MenuLink url={entry.url} className={styles.item} onClick={onClose}>
                    <span className={styles.itemLabel}>{entry.label}</span>
                  </MenuLink>
                ) : (
                  <button
                    type="button"
                    className={styles.item}
                    data-opens={entry.id}
                    aria-expanded={panel === entry.id}
                    onClick={() => {
                      opener.current = entry.id
                      setPanel(entry.id)
                    }}
                  >
                    <span className={styles.itemLabel}>{entry.label}</span>
                    <ChevronRight size={20} aria-hidden="true" className={styles.chevron} />
                  </button>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Mon compte" className={styles.account} inert={panel !== null || undefined}>
          <MobileAccountEntries onNavigate={onClose} />
        </nav>
        {current && (
          <section className={styles.panel} data-panel aria-labelledby="menu-sous-panneau">
            <div className={styles.panelHeader}>
              <button type="button" className={styles.back} aria-label={`Retour au menu (${current.label})`} onClick={() => setPanel(null)}>
                <ArrowLeft size={20} aria-hidden="true" />
                Retour
              </button>
              <h3 id="menu-sous-panneau" className={styles.panelTitle}>
                {current.label}
              </h3>
            </div>
            <ul className={styles.list}>
              {current.links.map((link) => (
                <li key={link.url}>
                  <MenuLink url={link.url} className={styles.item} onClick={onClose}>
                    <span className={styles.itemLabel}>{link.label}</span>
                  </MenuLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Drawer>
  )
}
