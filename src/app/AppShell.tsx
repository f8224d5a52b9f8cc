import type { ReactNode } from 'react'
import * as styles from './AppShell.css'
// The results pages' 'Filtres précédents' styles in every page's own sheets: imported by the two
// lazy results pages only, its module became a sheet of its own that the server's page did not link.
import './PreviousFilters.css'

/**
 * The page frame: skip link, the header slot, the main landmark, the footer slot. The header
 * and footer themselves belong to the storefront domain (the root route composes them); the
 * footer stays at the bottom of short pages.
 */
export function AppShell({ header, footer, children }: { header: ReactNode; footer: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#contenu">
        Aller au contenu principal
      </a>
      {header}
      <main id="contenu" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer}
    </div>
  )
}
