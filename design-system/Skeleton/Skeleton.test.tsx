import { describe, expect, it } from 'vitest'
import { render, screen } from '../testing'
import { LoadingRegion, Skeleton } from './Skeleton'

describe('Skeleton', () => {
  it('is hidden from assistive tech; the region announces Chargement…', () => {
    const { container } = render(
      <LoadingRegion>
        <Skeleton />
      </LoadingRegion>,
    )
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…')
    expect(container.querySelector('span[aria-hidden="true"]')).not.toBeNull()
  })
})
