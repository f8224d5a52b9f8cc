import { Check } from 'lucide-react'
import { visuallyHidden } from '../styles/visuallyHidden.css'
import * as styles from './Stepper.css'

export interface StepperStep {
  id: string
  label: string
  /** Skipped steps are not listed (spec: the bar lists the steps that are not skipped). */
  skipped?: boolean
}

export interface StepperProps {
  steps: readonly StepperStep[]
  /** Id of the current step. */
  currentStep: string
  'aria-label'?: string
}

/**
 * The booking steps bar: done steps ticked, the current one highlighted (aria-current="step"),
 * skipped steps left out. Below md: 'Étape n sur N' with a progress bar.
 */
export function Stepper({ steps, currentStep, 'aria-label': ariaLabel = 'Étapes de la réservation' }: StepperProps) {
  const visible = steps.filter((s) => !s.skipped)
  const currentIndex = Math.max(
    0,
    visible.findIndex((s) => s.id === currentStep),
  )
  const current = visible[currentIndex]
  const next = visible[currentIndex + 1]
  return (
    <nav aria-label={ariaLabel} className={styles.nav}>
      <ol className={styles.list}>
        {visible.map((step, i) => {
          const state = i < currentIndex ? 'done' : i === currentIndex ? 'current' : 'upcoming'
          return (
            <li key={step.id} className={styles.item} aria-current={state === 'current' ? 'step' : undefined}>
              <span
                className={[styles.marker, state === 'done' && styles.markerDone, state === 'current' && styles.markerCurrent].filter(Boolean).join(' ')}
                aria-hidden="true"
              >
                {state === 'done' ? <Check size={16} strokeWidth={3} /> : i + 1}
              </span>
              <span className={[styles.label, state === 'current' && styles.labelCurrent, state === 'done' && styles.labelDone].filter(Boolean).join(' ')}>
                {step.label}
                {state === 'done' && <span className={visuallyHidden}> (terminée)</span>}
              </span>
              {i < visible.length - 1 && <span className={`${styles.line} ${i < currentIndex ? styles.lineDone : ''}`} aria-hidden="true" />}
            </li>
          )
        })}
      </ol>
      <div className={styles.compact} aria-hidden="true">
        <div className={styles.compactText}>
          <span className={styles.compactCurrent}>
            Étape {currentIndex + 1} sur {visible.length} : {current?.label}
          </span>
          {next && <span>Suivante : {next.label}</span>}
        </div>
        <div className={styles.bar}>
          <div className={styles.barFill} style={{ width: `${((currentIndex + 1) / Math.max(1, visible.length)) * 100}%` }} />
        </div>
      </div>
    </nav>
  )
}
