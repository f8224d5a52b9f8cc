import { describe, expect, it } from 'vitest'
import { render, screen } from '../testing'
import { Stepper } from './Stepper'

describe('Stepper', () => {
  it('lists steps that are not skipped and marks the current one', () => {
    render(
      <Stepper
        currentStep="insurance"
        steps={[
          { id: 'fares', label: 'Tarifs' },
          { id: 'ancillaries', label: 'Options', skipped: true },
          { id: 'insurance', label: 'Assurances' },
        ]}
      />,
    )
    const nav = screen.getByRole('navigation', { name: 'Étapes de la réservation' })
    const items = screen.getAllByRole('listitem')
    expect(nav).toBeInTheDocument()
    expect(items).toHaveLength(2)
    expect(screen.queryByText('Options')).toBeNull()
    expect(items[1]).toHaveAttribute('aria-current', 'step')
    expect(items[0]).toHaveTextContent('Tarifs (terminée)')
  })
})
