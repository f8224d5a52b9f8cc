import { ArrowRight } from 'lucide-react'
import { MenuLink } from '../menu/MenuLink'
import * as styles from './Home.css'

/** A home block's heading (h2, the section's name) and its optional 'see all' link. */
export function SectionHeader({ id, title, link, label }: { id: string; title: string; link?: string | null; label?: string | null }) {
  return (
    <div className={styles.sectionHeader}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {link && label && (
        <MenuLink url={link} className={styles.sectionLink}>
          {label}
          <ArrowRight size={16} aria-hidden="true" />
        </MenuLink>
      )}
    </div>
  )
}
