import { describe, expect, it, vi } from 'vitest'
import { formatPrice } from 'design-system'
import { render, screen } from 'design-system/testing'
import { EMPTY_FILTERS } from '../../search.schema'
import { FilterGroups } from './FilterGroups'

describe('FilterGroups budget', () => {
  it('tops the slider at the dearest offer, as the range under it says', () => {
    const { container } = render(
      <FilterGroups options={{ count: 12, price_range: { min: 271, max: 2715 } }} values={EMPTY_FILTERS} onChange={vi.fn()} section="budget" />,
    )
    const slider = screen.getByRole('slider', { name: 'Budget maximum' })
    expect(container.querySelector('output')?.textContent).toBe(formatPrice(2715))
    expect(slider).toHaveAttribute('max', '2715')
    expect(slider).toHaveAttribute('aria-valuetext', formatPrice(2715))
    expect(screen.getByText(/^De /).textContent).toBe(`De ${formatPrice(271)} à ${formatPrice(2715)}`)
    // The lowest budget still shows the cheapest offer.
    expect(Number(slider.getAttribute('min'))).toBeGreaterThanOrEqual(271)
  })
})
