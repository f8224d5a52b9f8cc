import { MapPin } from 'lucide-react'
import { useAgency } from './AgencyContext'
import * as styles from './AgencyLabel.css'

/**
 * 'Agence {name} - Changer d'agence' or 'Veuillez sélectionner votre agence en ligne'. A native
 * button: it is on every search page, whose first JS must stay small.
 */
export function AgencyLabel({ tone = 'onLight' }: { tone?: 'onLight' | 'onDark' }) {
  const { agency, openSelector } = useAgency()
  return (
    <button type="button" className={styles.label} data-tone={tone} onClick={openSelector}>
      <MapPin size={18} aria-hidden="true" />
      {agency ? (
        <span>
          {`Agence ${agency.name} - `}
          <span className={styles.change}>Changer d&apos;agence</span>
        </span>
      ) : (
        <span className={styles.change}>Veuillez sélectionner votre agence en ligne</span>
      )}
    </button>
  )
}
