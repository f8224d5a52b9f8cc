import { render, screen } from '../testing'
import { describe, expect, it } from 'vitest'
import { Spinner } from './Spinner'

describe('Spinner', () => {
  it('is a progressbar named Chargement… by default', () => {
    render(<Spinner />)
    expect(screen.getByRole('progressbar', { name: 'Chargement…' })).toBeInTheDocument()
  })
})
