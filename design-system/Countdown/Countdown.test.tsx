import { describe, expect, it } from 'vitest'
import { render, screen } from '../testing'
import { Countdown, formatCountdown } from './Countdown'

const now = new Date('2026-07-01T10:00:00Z')

describe('Countdown', () => {
  it('formats days and hours, hours only, or Terminé', () => {
    expect(formatCountdown(new Date('2026-07-04T15:30:00Z'), now)).toBe('PLUS 3J : 5H')
    expect(formatCountdown(new Date('2026-07-01T17:20:00Z'), now)).toBe('PLUS 7H')
    expect(formatCountdown(new Date('2026-07-01T10:00:00Z'), now)).toBe('Terminé')
  })
  it('renders the label', () => {
    render(<Countdown now={now} end="2026-07-02T12:00:00Z" />)
    expect(screen.getByText('PLUS 1J : 2H')).toBeInTheDocument()
  })
})
