import { CalendarDate } from '@internationalized/date'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '../testing'
import { Calendar, RangeCalendar } from './Calendar'

describe('Calendar', () => {
  it('is in French, disables dates before the minimum and moves with arrow keys', async () => {
    const onChange = vi.fn()
    render(
      <Calendar aria-label="Date de départ" minValue={new CalendarDate(2026, 7, 3)} defaultFocusedValue={new CalendarDate(2026, 7, 6)} onChange={onChange} />,
    )
    expect(screen.getByRole('heading', { name: /juillet 2026/i })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: / 2 juillet 2026/ })).toHaveAttribute('aria-disabled', 'true')
    // previous month is disabled (minimum date): Tab goes to 'next', then to the focused day
    await userEvent.tab()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: / 6 juillet 2026/ })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{Enter}')
    expect(onChange).toHaveBeenCalledWith(new CalendarDate(2026, 7, 7))
  })
  it('marks unavailable dates', () => {
    render(<Calendar aria-label="Date" defaultFocusedValue={new CalendarDate(2026, 7, 6)} isDateUnavailable={(d) => d.day === 8} />)
    expect(screen.getByRole('button', { name: / 8 juillet 2026/ })).toHaveAttribute('aria-disabled', 'true')
  })
  it('range calendar selects start then end', async () => {
    const onChange = vi.fn()
    render(<RangeCalendar aria-label="Dates" defaultFocusedValue={new CalendarDate(2026, 7, 6)} onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: / 10 juillet 2026/ }))
    await userEvent.click(screen.getByRole('button', { name: / 17 juillet 2026/ }))
    expect(onChange).toHaveBeenCalledWith({ start: new CalendarDate(2026, 7, 10), end: new CalendarDate(2026, 7, 17) })
  })
})
