import { Headset } from 'lucide-react'
import * as styles from './SupportBlock.css'

export interface SupportBlockProps {
  /** The premium-rate number as shown, e.g. '0 892 35 06 48'. */
  phoneNumber: string
  /** Price of the call (default: 0,15 euro per minute plus the call price). */
  rate?: string
  /** Opening hours (default: Monday to Saturday 9h-20h). */
  hours?: string
  /** A product reference to quote on the phone. */
  productReference?: string
  title?: string
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4
}

/**
 * The support block of the shared widgets (storefront-and-holidays.md §2.17, §9): the
 * premium-rate number (a tel: link), its price, the opening hours, optionally the reference to
 * quote.
 */
export function SupportBlock({
  phoneNumber,
  rate = '0,15 euro / min + prix d’un appel',
  hours = 'Du lundi au samedi de 9h à 20h',
  productReference,
  title = 'Besoin d’aide ? Nos conseillers vous répondent',
  headingLevel = 2,
}: SupportBlockProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className={styles.block}>
      <span className={styles.icon} aria-hidden="true">
        <Headset size={22} />
      </span>
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        <a className={styles.phone} href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`}>
          {phoneNumber}
          <span className={styles.rate}>{rate}</span>
        </a>
        <p className={styles.line}>{hours}</p>
        {productReference && <p className={styles.line}>Référence du produit à rappeler : {productReference}</p>}
      </div>
    </div>
  )
}
