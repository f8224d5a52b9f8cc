import { Checkbox, YesNoGroup } from 'design-system'
import { couplePreferences, type Preferences } from '../../register.schema'
import * as styles from './RegisterForm.css'

/** Communication preferences, coupled as booking-and-accounts.md §4 says (couplePreferences). */
export function PreferencesFields({ value, onChange }: { value: Preferences; onChange: (next: Preferences) => void }) {
  const change = (patch: Partial<Preferences>) => onChange(couplePreferences(value, patch))
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Vos préférences de communication</legend>
      <YesNoGroup
        label="Souhaitez-vous recevoir des offres personnalisées ?"
        description="Des idées de voyage choisies selon vos envies et vos réservations."
        value={value.receivePromoOffers}
        onChange={(yes) => change({ receivePromoOffers: yes })}
      />
      <YesNoGroup
        label="Souhaitez-vous recevoir nos communications par e-mail ?"
        description="Nos bons plans, ventes flash et nouveautés."
        value={value.receiveEmailComm}
        onChange={(yes) => change({ receiveEmailComm: yes })}
      />
      <Checkbox isSelected={value.noPostalOffers} onChange={(checked) => change({ noPostalOffers: checked })}>
        Je ne souhaite pas recevoir d&apos;offres par courrier postal
      </Checkbox>
    </fieldset>
  )
}
