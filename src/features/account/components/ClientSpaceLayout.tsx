import { Link, useLocation } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { useCurrentUser } from '../session'
import * as styles from './ClientSpaceLayout.css'

export const CLIENT_SPACE_GROUPS = [
  {
    title: 'Mes données de voyage',
    links: [
      { to: '/client-space/trips', label: 'Mes voyages' },
      { to: '/client-space/alerts', label: 'Mes alertes' },
      { to: '/client-space/requests', label: 'Mes demandes' },
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

/**
 * Client space (booking-and-accounts.md §2): side navigation in two groups with the current
 * page marked (aria-current), an accordion below md (closed, naming the current page), then the
 * page. Server-rendered with the signed-in user.
 */
export function ClientSpaceLayout({ children }: { children: ReactNode }) {
  const user = useCurrentUser()
  const { pathname } = useLocation()
  // Open for the page where it was opened: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const listId = useId()
  const links: readonly { to: string; label: string }[] = CLIENT_SPACE_GROUPS.flatMap((g): readonly { to: string; label: string }[] => g.links)
  const current = links.find((l) => pathname.startsWith(l.to))
  return (
    <div className={styles.layout}>
      <aside className={styles.aside}>
        {user ? (
          <p className={styles.hello}>
            <span className={styles.avatar} aria-hidden="true">
              {user.initials}
            </span>
            <span>
              <span className={styles.helloTitle}>Mon espace client</span>
              <span className={styles.helloName}>{user.fullName}</span>
            </span>
          </p>
        ) : null}
        <nav aria-label="Mon espace client" className={styles.sideNav}>
          <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpenOn(open ? null : pathname)}>
            <span>{current?.label ?? 'Mon espace client'}</span>
            <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
          </button>
          <div id={listId} className={styles.groups} data-open={open || undefined}>
            {CLIENT_SPACE_GROUPS.map((group) => (
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
          </div>
        </nav>
      </aside>
      <div className={styles.content}>{children}</div>
    </div>
  )
}
