import { describe, expect, it } from 'vitest'
import { render, screen } from '../testing'
import { SupportBlock } from './SupportBlock'

describe('SupportBlock', () => {
  it('shows the premium-rate number as a tel: link with its price, the hours and the reference', () => {
    render(<SupportBlock phoneNumber="0 892 35 06 48" productReference="HV010000" />)
    const link = screen.getByRole('link', { name: /0 892 35 06 48/ })
    expect(link).toHaveAttribute('href', 'tel:0892350648')
    expect(link).toHaveTextContent('0,15 euro / min + prix d’un appel')
    expect(screen.getByText('Du lundi au samedi de 9h à 20h')).toBeInTheDocument()
    expect(screen.getByText(/HV010000/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Besoin d’aide ?')
  })
})
