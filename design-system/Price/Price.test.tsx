import { describe, expect, it } from 'vitest'
import { render, screen } from '../testing'
import { Price, formatPrice } from './Price'

describe('Price', () => {
  it('formats in fr-FR with 2 decimals and €', () => {
    expect(formatPrice(1249.5)).toBe('1\u202f249,50\u00a0€')
    expect(formatPrice(89)).toBe('89,00\u00a0€')
  })
  it('reads the original and current price', () => {
    render(<Price amount={899} originalAmount={1099} />)
    expect(screen.getByText(/Prix initial/)).toBeInTheDocument()
    expect(screen.getByText(/899,00\s€/)).toBeInTheDocument()
  })
})
