import { ArrowLeft } from 'lucide-react'
import { Button } from 'design-system'
import * as styles from './BookingShell.css'

/**
 * 'Précédent' and 'Continuer' (booking-and-accounts.md §2): the continue label can be
 * overridden; both are disabled while loading; 'Précédent' can be disabled on its own.
 * In a step's form, `submit` makes 'Continuer' its submit button (instead of `onContinue`).
 */
export function StepNav({
  onPrevious,
  onContinue,
  submit = false,
  continueLabel = 'Continuer',
  loading = false,
  previousDisabled = false,
  continueDisabled = false,
}: {
  onPrevious: () => void
  onContinue?: () => void
  submit?: boolean
  continueLabel?: string
  loading?: boolean
  previousDisabled?: boolean
  continueDisabled?: boolean
}) {
  return (
    <div className={styles.nav}>
      <Button variant="secondary" iconStart={<ArrowLeft size={18} aria-hidden="true" />} onPress={onPrevious} isDisabled={loading || previousDisabled}>
        Précédent
      </Button>
      <Button
        type={submit ? 'submit' : 'button'}
        onPress={submit ? undefined : onContinue}
        isLoading={loading}
        isDisabled={continueDisabled}
        loadingLabel="Enregistrement…"
      >
        {continueLabel}
      </Button>
    </div>
  )
}
