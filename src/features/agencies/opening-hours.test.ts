import { describe, expect, it } from 'vitest'
import { formatTime, openingLines, openingText } from './opening-hours'

describe('opening hours', () => {
  it('formats HHhMM', () => {
    expect(formatTime('09:30:00')).toBe('09h30')
    expect(formatTime('9:05')).toBe('09h05')
    expect(formatTime(null)).toBeNull()
  })

  it('lists Monday to Sunday with morning and afternoon, closed days included', () => {
    const lines = openingLines([
      { day: 1, morning_open_time: null, morning_close_time: null, afternoon_open_time: '14:00:00', afternoon_close_time: '19:00:00' },
      { day: 2, morning_open_time: '09:30:00', morning_close_time: '12:30:00', afternoon_open_time: '14:00:00', afternoon_close_time: '19:00:00' },
    ])
    expect(lines).toHaveLength(7)
    expect(lines[0]).toMatchObject({ label: 'Lundi', spans: ['14h00 - 19h00'] })
    expect(openingText(lines[1]!)).toBe('09h30 - 12h30 / 14h00 - 19h00')
    expect(openingText(lines[6]!)).toBe('Fermé')
  })
})
