import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { BRAND_NAME } from '~/lib/seo'
import * as styles from './AppShell.css'

const NAV = [
  { to: '/vol', label: 'Vols' },
  { to: '/search-products', label: 'Séjours' },
  { to: '/client-space/client-details', label: 'Mon compte' },
] as const

/** The page frame: skip link, header with navigation, main landmark, footer. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href="#contenu">
        Aller au contenu principal
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to="/" className={styles.logo}>
            <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28">
              <circle cx="14" cy="14" r="13" fill="#ffffff" opacity="0.15" />
              <path d="M4 17c4-1 8-5 10-10 2 5 6 9 10 10-6 0-8 3-10 6-2-3-4-6-10-6z" fill="#f59e0b" />
            </svg>
            {BRAND_NAME}
          </Link>
          <nav aria-label="Navigation principale" className={styles.nav}>
            <ul className={styles.navList}>
              {NAV.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={styles.navLink}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="contenu" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p>
            {BRAND_NAME}, vos vacances avec une agence de voyage partenaire près de chez vous.
          </p>
          <p>Service client du lundi au samedi de 9h à 20h (0,15 € / min + prix d&apos;un appel).</p>
        </div>
      </footer>
    </>
  )
}
