import { ArrowLeft } from 'lucide-react'
import { createContext, useContext, type ReactNode } from 'react'
import { Button } from 'design-system'
import * as styles from './BookingShell.css'

/** What the shell shows beside the step's action in the phone's bottom bar (total, fare, price details). */
export const StepBarSummary = createContext<ReactNode>(null)

/**
 * 'Précédent' and 'Continuer' (booking-and-accounts.md §2): the continue label can be
 * overridden; both are disabled while loading; 'Précédent' can be disabled on its own.
 * In a step's form, `submit` makes 'Continuer' its submit button (instead of `onContinue`).
 * Below md, 'Continuer' sits in the bottom bar fixed to the screen, beside the shell's summary.
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
  const summary = useContext(StepBarSummary)
  return (
    <div className={styles.nav}>
      <Button variant="secondary" iconStart={<ArrowLeft size={18} aria-hidden="true" />} onPress={onPrevious} isDisabled={loading || previousDisabled}>
        Précédent
      </Button>
      <div className={styles.actionBar}>
        {summary}
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
    </div>
  )
}
