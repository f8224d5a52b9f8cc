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

// A price under each day: the lowest highlighted, no flight on the 9th and the 23rd.
const demoPrice = (d: CalendarDate) => (d.day === 9 || d.day === 23 ? null : 120 + ((d.day * 37) % 90))
const priceProps = {
  renderDay: (d: CalendarDate) => (demoPrice(d) === null ? '–' : `${demoPrice(d)} €`),
  dayLabel: (d: CalendarDate) => (demoPrice(d) === null ? 'aucun vol' : `à partir de ${demoPrice(d)} €`),
  dayEmphasis: (d: CalendarDate) => (demoPrice(d) === null ? ('muted' as const) : demoPrice(d)! < 130 ? ('highlight' as const) : undefined),
}
export const PrixParJour: Story = () => (
  <RangeCalendar
    aria-label="Dates du voyage"
    visibleMonths={2}
    minValue={min}
    defaultValue={{ start: new CalendarDate(2026, 7, 10), end: new CalendarDate(2026, 7, 17) }}
    {...priceProps}
  />
)
export const VerticalMobile: Story = () => (
  <div style={{ width: 343, height: 600, overflowY: 'auto' }}>
    <Calendar
      aria-label="Date de départ"
      orientation="vertical"
      visibleMonths={4}
      minValue={min}
      maxValue={new CalendarDate(2026, 10, 31)}
      defaultValue={new CalendarDate(2026, 9, 14)}
      {...priceProps}
    />
  </div>
)
