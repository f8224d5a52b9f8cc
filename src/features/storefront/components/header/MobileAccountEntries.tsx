import { Link } from '@tanstack/react-router'
import { CircleUserRound, LogOut } from 'lucide-react'
import { CLIENT_SPACE_LINKS, SIGN_IN_PATH, useCurrentUser, useSignOutAction } from '~/features/account'
import * as styles from './MobileMenu.css'

/**
 * The account's entries of the mobile menu, as the header's popup has them: signed out, 'Se
 * connecter'; signed in, the greeting, the client space's links and 'Me déconnecter'.
 */
export function MobileAccountEntries({ onNavigate }: { onNavigate: () => void }) {
  const user = useCurrentUser()
  const [signingOut, onSignOut] = useSignOutAction(onNavigate)
  if (!user)
    return (
      <ul className={styles.accountList}>
        <li>
          <Link to={SIGN_IN_PATH} className={styles.item} onClick={onNavigate}>
            <CircleUserRound size={20} aria-hidden="true" />
            Se connecter
          </Link>
        </li>
      </ul>
    )
  return (
    <>
      <p className={styles.accountTitle}>{`Bonjour ${user.firstName}`}</p>
      <ul className={styles.accountList}>
        <li>
          <Link to="/client-space/client-details" className={styles.item} onClick={onNavigate} activeOptions={{ exact: true }}>
            <CircleUserRound size={20} aria-hidden="true" />
            Accéder à mon compte
          </Link>
        </li>
        {CLIENT_SPACE_LINKS.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link to={to} className={styles.item} onClick={onNavigate} activeOptions={{ exact: true }}>
              <Icon size={20} aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={styles.item} onClick={onSignOut} disabled={signingOut} aria-busy={signingOut || undefined}>
            <LogOut size={20} aria-hidden="true" />
            Me déconnecter
          </button>
        </li>
      </ul>
    </>
  )
}
