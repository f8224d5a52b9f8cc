import { BRAND_NAME } from '~/lib/seo'
import * as styles from './SiteFooter.css'

/** The site footer. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p>{BRAND_NAME}, vos vacances avec une agence de voyage partenaire près de chez vous.</p>
        <p>Service client du lundi au samedi de 9h à 20h (0,15 € / min + prix d&apos;un appel).</p>
      </div>
    </footer>
  )
}
