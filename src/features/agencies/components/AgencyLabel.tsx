import { MapPin } from 'lucide-react'
import { Button as AriaButton } from 'react-aria-components'
import { useAgency } from './AgencyContext'
import * as styles from './AgencyLabel.css'

/** 'Agence {name} - Changer d'agence' or 'Veuillez sélectionner votre agence en ligne'. */
export function AgencyLabel({ tone = 'onLight' }: { tone?: 'onLight' | 'onDark' }) {
  const { agency, openSelector } = useAgency()
  return (
    <AriaButton className={styles.label} data-tone={tone} onPress={openSelector}>
      <MapPin size={18} aria-hidden="true" />
      {agency ? (
        <span>
          {`Agence ${agency.name} - `}
          <span className={styles.change}>Changer d&apos;agence</span>
        </span>
      ) : (
        <span className={styles.change}>Veuillez sélectionner votre agence en ligne</span>
      )}
    </AriaButton>
  )
}
