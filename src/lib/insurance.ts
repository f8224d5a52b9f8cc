/**
 * Insurance price (booking-and-accounts.md §9): the step whose min–max range contains the ticket
 * price per passenger, times the passengers. One rule for the booking and the demo API.
 */

export interface InsuranceStep {
  min: number
  max: number
  amount: number
}

const cents = (euros: number) => Math.round(euros * 100)

/**
 * The step for a ticket price (in cents) shared by `passengers`: the first step (by minimum)
 * whose maximum is not below the price per passenger, compared in integers (ticket ≤ max ×
 * passengers, so no division rounds), else the last step; undefined without steps.
 */
export function insuranceStepFor(steps: readonly InsuranceStep[], ticketCents: number, passengers: number): InsuranceStep | undefined {
  const sorted = [...steps].sort((a, b) => a.min - b.min)
  return sorted.find((s) => ticketCents <= cents(s.max) * passengers) ?? sorted.at(-1)
}

/** The insurance amount in cents for every passenger. */
export function insuranceTotalCents(steps: readonly InsuranceStep[], ticketCents: number, passengers: number): number {
  if (passengers <= 0) return 0
  const step = insuranceStepFor(steps, ticketCents, passengers)
  return step ? cents(step.amount) * passengers : 0
}
