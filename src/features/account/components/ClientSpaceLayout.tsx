import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import * as styles from './ClientSpaceLayout.css'

const GROUPS = [
  {
    title: 'Mes données de voyage',
    links: [
      { to: '/client-space/travelers', label: 'Mes voyageurs' },
      { to: '/client-space/favorites', label: 'Mes produits favoris' },
      { to: '/client-space/viewed', label: 'Produits consultés' },
    ],
  },
  {
    title: 'Mes informations personnelles',
    links: [
      { to: '/client-space/client-details', label: 'Mes informations' },
      { to: '/client-space/communication-preferences', label: 'Mes préférences de communication' },
    ],
  },
] as const

/** Client space: side navigation in two groups, then the page. */
export function ClientSpaceLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <nav aria-label="Mon espace client" className={styles.sideNav}>
        {GROUPS.map((group) => (
          <div key={group.title}>
            <h2 className={styles.groupTitle}>{group.title}</h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  )
}
