import { describe, expect, it } from 'vitest'
import { render, screen } from '../testing'
import { Card, CardTitle } from './Card'

describe('Card', () => {
  it('renders the element asked for, named by its title', () => {
    render(
      <Card as="article" aria-labelledby="t">
        <CardTitle id="t">Club Crète</CardTitle>
      </Card>,
    )
    expect(screen.getByRole('article', { name: 'Club Crète' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Club Crète' })).toBeInTheDocument()
  })
})
