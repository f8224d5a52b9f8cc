import type { Story } from '@ladle/react'
import { Stepper } from './Stepper'

const steps = [
  { id: 'fares', label: 'Tarifs' },
  { id: 'passengers', label: 'Passagers' },
  { id: 'contact', label: 'Coordonnées' },
  { id: 'ancillaries', label: 'Options' },
  { id: 'insurance', label: 'Assurances' },
  { id: 'summary', label: 'Récapitulatif' },
]

export const Reservation: Story = () => <Stepper steps={steps} currentStep="contact" />
export const AvecEtapeIgnoree: Story = () => (
  <Stepper steps={steps.map((s) => (s.id === 'ancillaries' ? { ...s, skipped: true } : s))} currentStep="insurance" />
)
export const Premiere: Story = () => <Stepper steps={steps} currentStep="fares" />
