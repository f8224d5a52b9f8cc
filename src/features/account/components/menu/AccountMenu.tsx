import { Link } from '@tanstack/react-router'
import { CircleUserRound, LogOut } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { buttonClassName } from 'design-system'
import { useCurrentUser } from '../../session'
import { CLIENT_SPACE_LINKS, useSignOutAction } from '../../account-links'
import * as styles from './AccountMenu.css'

/** Space between the trigger and the panel, and the panel and the window's edge (px). */
const GAP = 8

/**
 * The header's account popup (storefront-and-holidays.md §2.4): signed out, 'Mon compte' with
 * 'Me connecter' and 'Première visite ? Créer un compte'; signed in, 'Bonjour {name}', the
 * client-space links and 'Me déconnecter'.
 *
 * On every page, so it stays light: a native popover (`popover` + `popovertarget`), which opens
 * before the page hydrates, closes on Escape and outside clicks, returns focus to its button and
 * puts its links next in the Tab order. Its position under the button is set when it opens.
 */
export function AccountMenu() {
  const user = useCurrentUser()
  const id = useId()
  const panelId = `compte-${id.replace(/[^a-zA-Z0-9_-]/g, '')}`
  const triggerRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    const place = () => {
      const rect = triggerRef.current?.getBoundingClientRect()
      if (!rect) return
      panel.style.top = `${Math.round(rect.bottom + GAP)}px`
      panel.style.right = `${Math.max(GAP, Math.round(document.documentElement.clientWidth - rect.right))}px`
    }
    const onBeforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') place()
    }
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open')
    panel.addEventListener('beforetoggle', onBeforeToggle)
    panel.addEventListener('toggle', onToggle)
    window.addEventListener('resize', place)
    // Opened before hydration: the toggle event has passed.
    if (panel.matches(':popover-open')) {
      place()
      setOpen(true)
    }
    return () => {
      panel.removeEventListener('beforetoggle', onBeforeToggle)
      panel.removeEventListener('toggle', onToggle)
      window.removeEventListener('resize', place)
    }
  }, [])

  const close = () => panelRef.current?.hidePopover()
  const [signingOut, onSignOut] = useSignOutAction(close)

  const greeting = user ? `Bonjour ${user.firstName}` : null

  return (
    <>
      <button ref={triggerRef} type="button" className={styles.trigger} popoverTarget={panelId} aria-expanded={open} aria-controls={panelId}>
        <CircleUserRound size={24} aria-hidden="true" className={styles.triggerIcon} />
        <span className={styles.triggerText}>{greeting ?? 'Mon compte'}</span>
      </button>
      <div ref={panelRef} id={panelId} popover="auto" className={styles.panel}>
        <nav aria-label="Mon compte">
          {user ? (
            <>
              <p className={styles.title}>{greeting}</p>
              <p className={styles.email}>{user.email}</p>
              <Link to="/client-space/client-details" className={`${buttonClassName({ fullWidth: true })} ${styles.primaryAction}`} onClick={close}>
                Accéder à mon compte
              </Link>
              <ul className={styles.list}>
                {CLIENT_SPACE_LINKS.map(({ to, label, Icon }) => (
                  <li key={to}>
                    <Link to={to} className={styles.item} onClick={close} activeOptions={{ exact: true }}>
                      <Icon size={20} aria-hidden="true" />
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
              <button type="button" className={styles.signOut} onClick={onSignOut} disabled={signingOut} aria-busy={signingOut || undefined}>
                <LogOut size={20} aria-hidden="true" />
                Me déconnecter
              </button>
            </>
          ) : (
            <>
              <p className={styles.title}>Mon compte</p>
              <Link to="/auth/check-email" className={`${buttonClassName({ fullWidth: true })} ${styles.primaryAction}`} onClick={close}>
                Me connecter
              </Link>
              <Link to="/auth/check-email" className={styles.secondaryLink} onClick={close}>
                Première visite ? Créer un compte
              </Link>
            </>
          )}
        </nav>
      </div>
    </>
  )
}
