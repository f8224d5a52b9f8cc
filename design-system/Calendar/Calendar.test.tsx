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
  it('adds a line, words and a mark to each day, kept when the selection renames the day', async () => {
    const price = (d: CalendarDate) => (d.day === 8 ? 329 : d.day === 9 ? null : 400)
    const onMonthsShown = vi.fn()
    render(
      <RangeCalendar
        aria-label="Dates"
        defaultFocusedValue={new CalendarDate(2026, 12, 1)}
        renderDay={(d) => (price(d) === null ? '–' : `${price(d)} €`)}
        dayLabel={(d) => (price(d) === null ? 'aucun vol' : `à partir de ${price(d)} €`)}
        dayEmphasis={(d) => (d.day === 8 ? 'highlight' : price(d) === null ? 'muted' : undefined)}
        onMonthsShown={onMonthsShown}
      />,
    )
    expect(onMonthsShown).toHaveBeenCalledWith([new CalendarDate(2026, 12, 1)])
    const day = screen.getByRole('button', { name: 'mardi 8 décembre 2026, à partir de 329 €' })
    expect(day).toHaveTextContent(/^8$/)
    expect(day).toHaveAttribute('data-day-content', '329 €')
    expect(day).toHaveAttribute('data-emphasis', 'highlight')
    expect(screen.getByRole('button', { name: 'mercredi 9 décembre 2026, aucun vol' })).toHaveAttribute('data-emphasis', 'muted')
    await userEvent.click(day)
    await userEvent.click(screen.getByRole('button', { name: /^jeudi 10 décembre 2026/ }))
    // react-aria's own words (the selected range) and ours, once
    expect(
      screen
        .getByRole('button', { name: /mardi 8 décembre 2026 sélectionné, à partir de 329 €$/ })
        .getAttribute('aria-label')!
        .match(/à partir de/g),
    ).toHaveLength(1)
  })
  it('vertical: every month in a list with its title, paging buttons gone, arrows still move across months', async () => {
    const onChange = vi.fn()
    render(
      <Calendar
        aria-label="Date de départ"
        orientation="vertical"
        visibleMonths={3}
        minValue={new CalendarDate(2026, 11, 30)}
        maxValue={new CalendarDate(2027, 1, 31)}
        defaultFocusedValue={new CalendarDate(2026, 12, 31)}
        onChange={onChange}
      />,
    )
    expect(screen.getAllByRole('grid')).toHaveLength(3)
    expect(screen.getByRole('heading', { name: 'janvier 2027' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled()
    await userEvent.tab()
    // (the other months' grids repeat the day, hidden, outside their month)
    expect(document.activeElement).toHaveAttribute('aria-label', 'jeudi 31 décembre 2026')
    await userEvent.keyboard('{ArrowRight}{Enter}')
    expect(onChange).toHaveBeenCalledWith(new CalendarDate(2027, 1, 1))
  })
})
