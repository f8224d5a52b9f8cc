import { useEffect, useRef, type ReactNode } from 'react'
import * as styles from './SignInFlow.css'

/**
 * One step of sign-in: an icon, the page's h1, a lead, the content. When a step replaces
 * another, or its title changes within a step (`focusTitle`), the title takes the focus so
 * screen readers announce it.
 */
export function StepCard({
  icon,
  title,
  lead,
  wide,
  focusTitle,
  children,
}: {
  icon: ReactNode
  title: string
  lead?: ReactNode
  wide?: boolean
  focusTitle?: boolean
  children: ReactNode
}) {
  const titleRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus()
  }, [focusTitle, title])
  return (
    <section className={wide ? `${styles.card} ${styles.cardWide}` : styles.card} aria-labelledby="etape-titre">
      <div className={styles.header}>
        <span className={styles.badge} aria-hidden="true">
          {icon}
        </span>
        <h1 id="etape-titre" ref={titleRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {children}
    </section>
  )
}

/** Where the demo API's mailbox is, when the demo answers: a hint for people trying the product. */
export function DemoMailboxHint({ href }: { href?: string }) {
  if (!href) return null
  return (
    <p className={styles.footnote}>
      <span>
        Démonstration : les e-mails envoyés arrivent dans la{' '}
        <a className={styles.demoLink} href={href} target="_blank" rel="noreferrer">
          boîte de réception de démonstration (nouvel onglet)
        </a>
        .
      </span>
    </p>
  )
}
