import { CalendarDate } from '@internationalized/date'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '../testing'
import { DatePicker, DateRangePicker } from './DatePicker'

describe('DatePicker', () => {
  it('has French segments, opens a calendar and picks a date', async () => {
    const onChange = vi.fn()
    render(<DatePicker label="Date de départ" defaultValue={new CalendarDate(2026, 7, 6)} minValue={new CalendarDate(2026, 7, 3)} onChange={onChange} />)
    const group = screen.getByRole('group', { name: 'Date de départ' })
    expect(within(group).getByRole('spinbutton', { name: /jour/i })).toHaveTextContent('06')
    await userEvent.click(within(group).getByRole('button'))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: / 9 juillet 2026/ }))
    expect(onChange).toHaveBeenCalledWith(new CalendarDate(2026, 7, 9))
  })
  it('announces its error', () => {
    render(<DatePicker label="Date de départ" errorMessage="La date de départ est requise" />)
    expect(screen.getByRole('group', { name: 'Date de départ' })).toHaveAccessibleDescription('La date de départ est requise')
  })
  it('range picker has start and end', () => {
    render(<DateRangePicker label="Dates du voyage" />)
    expect(screen.getAllByRole('spinbutton', { name: /jour/i })).toHaveLength(2)
  })
})
