import type { ReactNode } from 'react'
import * as styles from './Page.css'

/** A page's frame: one h1, an optional lead paragraph, then the content. */
export function Page({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.container}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  )
}

export function Panel({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <section className={styles.panel} aria-label={label}>
      {children}
    </section>
  )
}

/** A row of ways forward (buttons, button-styled links) under a page's lead. */
export function PageActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}
