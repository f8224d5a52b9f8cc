import { Users } from 'lucide-react'
import { useState } from 'react'
import { CountStepper, ResponsivePicker } from 'design-system'
import { MAX_PASSENGERS } from '~/api-contract/constants'
import { canAddInfant, passengerLimits, passengersText, withAdults, type Passengers } from '../../passengers'
import { MESSAGES } from '../../search-form.schema'
import * as styles from './SearchForm.css'

export interface PassengersFieldProps {
  value: Passengers
  onChange: (value: Passengers) => void
  onClear: () => void
  errorMessage?: string
  className?: string
}

/** Adults (+ 12 ans, at least 1), children (2 to 11), babies (under 2, one per adult); 9 at most. */
export function PassengersField({ value, onChange, onClear, errorMessage, className }: PassengersFieldProps) {
  const [isOpen, setOpen] = useState(false)
  const limits = passengerLimits(value)
  const total = value.adults + value.childrens + value.infants
  const infantsBlocked = !canAddInfant(value) && value.infants === value.adults
  return (
    <ResponsivePicker
      className={className}
      label="Voyageurs"
      title="Voyageurs"
      value={passengersText(value)}
      icon={<Users size={20} aria-hidden="true" />}
      isOpen={isOpen}
      onOpenChange={setOpen}
      onClear={onClear}
      errorMessage={errorMessage}
      popoverWidth={360}
      confirmLabel="Valider"
    >
      <div className={styles.steppers}>
        <CountStepper
          label="Adultes"
          description="+ 12 ans"
          minValue={1}
          maxValue={limits.adults}
          value={value.adults}
          onChange={(n) => onChange(withAdults(value, Number.isFinite(n) ? n : 1))}
        />
        <CountStepper
          label="Enfants"
          description="De 2 à 11 ans"
          minValue={0}
          maxValue={limits.childrens}
          value={value.childrens}
          onChange={(n) => onChange({ ...value, childrens: Number.isFinite(n) ? Math.min(n, limits.childrens) : 0 })}
        />
        <CountStepper
          label="Bébés"
          description="Moins de 2 ans"
          minValue={0}
          maxValue={limits.infants}
          value={value.infants}
          onChange={(n) => onChange({ ...value, infants: Number.isFinite(n) ? Math.min(n, limits.infants) : 0 })}
        />
        <p className={styles.stepperNote} aria-live="polite">
          {total >= MAX_PASSENGERS
            ? `${MAX_PASSENGERS} voyageurs maximum par réservation.`
            : infantsBlocked
              ? `${MESSAGES.infantsOverAdults} : un bébé voyage sur les genoux d’un adulte.`
              : ''}
        </p>
      </div>
    </ResponsivePicker>
  )
}
