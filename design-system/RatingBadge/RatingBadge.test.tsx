import { describe, expect, it } from 'vitest'
import { render, screen } from '../testing'
import { RatingBadge, ratingLabel } from './RatingBadge'

describe('RatingBadge', () => {
  it("shows the score, its label and '(n avis)'", () => {
    render(<RatingBadge score={8.4} reviewCount={1284} />)
    expect(screen.getByText('Note : 8,4 sur 10')).toBeInTheDocument()
    expect(screen.getByText('Superbe')).toBeInTheDocument()
    expect(screen.getByText(/\(1\s284 avis\)/)).toBeInTheDocument()
  })
  it('maps scores to labels', () => {
    expect([9.1, 8, 7.5, 6, 5, 4].map(ratingLabel)).toEqual(['Excellent', 'Superbe', 'Très bien', 'Bien', 'Suffisant', null])
  })
})
