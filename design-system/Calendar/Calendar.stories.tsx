import type { Story } from '@ladle/react'
import { CalendarDate, isWeekend } from '@internationalized/date'
import { Calendar, RangeCalendar } from './Calendar'

const min = new CalendarDate(2026, 7, 3)

export const Defaut: Story = () => <Calendar aria-label="Date de départ" defaultFocusedValue={new CalendarDate(2026, 7, 1)} />
export const DateMinimumEtIndisponibles: Story = () => (
  <Calendar aria-label="Date de départ" minValue={min} defaultValue={new CalendarDate(2026, 7, 9)} isDateUnavailable={(d) => isWeekend(d, 'fr-FR')} />
)
export const Plage: Story = () => (
  <RangeCalendar aria-label="Dates du voyage" minValue={min} defaultValue={{ start: new CalendarDate(2026, 7, 10), end: new CalendarDate(2026, 7, 17) }} />
)
export const DeuxMois: Story = () => (
  <RangeCalendar aria-label="Dates du voyage" visibleMonths={2} minValue={min} defaultFocusedValue={new CalendarDate(2026, 7, 10)} />
)
export const Invalide: Story = () => (
  <Calendar
    aria-label="Date de départ"
    defaultValue={new CalendarDate(2026, 7, 11)}
    isInvalid
    errorMessage="Aucun départ ce jour-là"
    isDateUnavailable={(d) => isWeekend(d, 'fr-FR')}
  />
)
