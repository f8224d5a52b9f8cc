import { Link } from '@tanstack/react-router'
import { UserRound } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import * as header from './SiteHeader.css'
import * as styles from './AccountPopup.css'

/**
 * The account popup of a signed-out visitor (storefront-and-holidays.md §2.4): 'Mon compte',
 * 'Me connecter' and 'Première visite ? Créer un compte', both to /auth/check-email. The default
 * content of SiteHeader's `account` slot (the sign-in feature passes its own, signed-in aware).
 * A disclosure: Escape or a click outside closes it (Escape gives the focus back to its button).
 */
export function AccountPopup() {
  const id = useId()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div ref={root} className={styles.root}>
      <button ref={button} type="button" className={header.iconLink} aria-label="Mon compte" aria-expanded={open} aria-controls={`${id}-compte`} onClick={() => setOpen((o) => !o)}>
        <UserRound size={22} aria-hidden="true" />
      </button>
      <div id={`${id}-compte`} className={styles.panel} hidden={!open}>
        <p className={styles.title}>Mon compte</p>
        <Link to="/auth/check-email" className={styles.primary} onClick={() => setOpen(false)}>
          Me connecter
        </Link>
        <Link to="/auth/check-email" className={styles.secondary} onClick={() => setOpen(false)}>
          Première visite ? Créer un compte
        </Link>
      </div>
    </div>
  )
}
