import { render, screen } from '../testing'
import { Plane } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { Icon } from './Icon'

describe('Icon', () => {
  it('is decorative by default', () => {
    const { container } = render(<Icon icon={Plane} />)
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })
  it('is an image with a name when labelled', () => {
    render(<Icon icon={Plane} label="Vol" />)
    expect(screen.getByRole('img', { name: 'Vol' })).toBeInTheDocument()
  })
})
