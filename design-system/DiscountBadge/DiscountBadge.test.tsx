import { describe, expect, it } from 'vitest'
import { render, screen } from '../testing'
import { DiscountBadge, discountRate } from './DiscountBadge'

describe('DiscountBadge', () => {
  it('shows the rounded rate when it exceeds 5 %', () => {
    render(<DiscountBadge price={899} originalPrice={1099} />)
    expect(screen.getByText(/Réduction de 18\s%/)).toBeInTheDocument()
  })
  it('shows nothing at 5 % or less (rounded)', () => {
    const { container } = render(<DiscountBadge price={945} originalPrice={1000} />)
    expect(discountRate(945, 1000)).toBe(6)
    expect(container).not.toBeEmptyDOMElement()
    const { container: c2 } = render(<DiscountBadge price={951} originalPrice={1000} />)
    expect(c2).toBeEmptyDOMElement()
  })
  it('takes a given rate', () => {
    render(<DiscountBadge rate={25} />)
    expect(screen.getByText(/Réduction de 25\s%/)).toBeInTheDocument()
    const { container } = render(<DiscountBadge rate={5.4} />)
    expect(container).toBeEmptyDOMElement()
  })
})
