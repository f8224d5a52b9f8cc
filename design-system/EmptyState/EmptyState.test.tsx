import { describe, expect, it } from 'vitest'
import { render, screen } from '../testing'
import { EmptyState } from './EmptyState'

describe('EmptyState', () => {
  it('has a heading and its description', () => {
    render(<EmptyState title="Aucune agence à afficher" description="Essayez une autre ville." />)
    expect(screen.getByRole('heading', { level: 2, name: 'Aucune agence à afficher' })).toBeInTheDocument()
    expect(screen.getByText('Essayez une autre ville.')).toBeInTheDocument()
  })
})
