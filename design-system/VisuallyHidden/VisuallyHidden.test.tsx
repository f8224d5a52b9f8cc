import { render, screen } from '../testing'
import { describe, expect, it } from 'vitest'
import { VisuallyHidden } from './VisuallyHidden'

describe('VisuallyHidden', () => {
  it('keeps the text in the accessibility tree', () => {
    render(
      <button>
        <VisuallyHidden>Fermer</VisuallyHidden>
      </button>,
    )
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument()
  })
})
