import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { BRAND_NAME } from '~/lib/seo'
import * as styles from './SiteHeader.css'

const NAV = [
  { to: '/vol', label: 'Vols' },
  { to: '/search-products', label: 'Séjours' },
] as const

/** The site header: logo, main navigation and, last, the account popup (`account` slot). */
export function SiteHeader({ account }: { account?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.logo}>
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28">
            <circle cx="14" cy="14" r="13" fill="currentColor" opacity="0.15" />
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
        {account ? <div className={styles.account}>{account}</div> : null}
      </div>
    </header>
  )
}
