import { CalendarDate } from '@internationalized/date'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '../testing'
import { MonthPeriodGrid, monthPeriods } from './MonthPeriodGrid'

describe('MonthPeriodGrid', () => {
  it('lists 24 months from the start month with YYYY-MM codes', () => {
    const months = monthPeriods(24, new CalendarDate(2026, 11, 20))
    expect(months).toHaveLength(24)
    expect(months[0]).toMatchObject({ code: '2026-11', label: 'novembre 2026' })
    expect(months[2]!.code).toBe('2027-01')
  })
  it('selects one month at a time', async () => {
    const onChange = vi.fn()
    render(<MonthPeriodGrid start={new CalendarDate(2026, 6, 1)} onChange={onChange} />)
    expect(screen.getAllByRole('option')).toHaveLength(24)
    await userEvent.click(screen.getByRole('option', { name: 'août 2026' }))
    expect(onChange).toHaveBeenLastCalledWith(['2026-08'])
    await userEvent.click(screen.getByRole('option', { name: 'septembre 2026' }))
    expect(onChange).toHaveBeenLastCalledWith(['2026-09'])
    expect(screen.getByRole('listbox', { name: 'Période de départ' })).toBeInTheDocument()
  })
})
