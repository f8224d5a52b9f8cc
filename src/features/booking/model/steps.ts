import { BOOKING_STEPS, type BookingStep } from '../booking.schema'

/** Step order with skips (booking-and-accounts.md §4): skipped steps are bypassed both ways. */

export function activeSteps(skipped: readonly BookingStep[]): BookingStep[] {
  return BOOKING_STEPS.filter((s) => !skipped.includes(s))
}

export function nextStep(step: BookingStep, skipped: readonly BookingStep[]): BookingStep | null {
  const steps = activeSteps(skipped)
  const at = steps.indexOf(step)
  return at >= 0 ? (steps[at + 1] ?? null) : (steps.find((s) => BOOKING_STEPS.indexOf(s) > BOOKING_STEPS.indexOf(step)) ?? null)
}

export function previousStep(step: BookingStep, skipped: readonly BookingStep[]): BookingStep | null {
  const steps = activeSteps(skipped)
  const at = steps.indexOf(step)
  if (at >= 0) return steps[at - 1] ?? null
  return [...steps].reverse().find((s) => BOOKING_STEPS.indexOf(s) < BOOKING_STEPS.indexOf(step)) ?? null
}

/**
 * Where a visitor asking for `step` should be: the step itself when every active step before it
 * is completed, otherwise the first one that is not; a skipped step gives way to the next one.
 */
export function resumeStep(step: BookingStep, skipped: readonly BookingStep[], completed: readonly BookingStep[]): BookingStep {
  const steps = activeSteps(skipped)
  const target = steps.includes(step) ? step : (nextStep(step, skipped) ?? steps.at(-1)!)
  for (const s of steps) {
    if (s === target) return s
    if (!completed.includes(s)) return s
  }
  return target
}
