import type { Story } from '@ladle/react'
import { CalendarDate, isWeekend } from '@internationalized/date'
import { DatePicker, DateRangePicker } from './DatePicker'

const min = new CalendarDate(2026, 7, 3)

export const Defaut: Story = () => (
  <div style={{ maxWidth: 320 }}>
    <DatePicker label="Date de départ" minValue={min} placeholderValue={min} />
  </div>
)
export const AvecValeur: Story = () => (
  <div style={{ maxWidth: 320 }}>
    <DatePicker label="Date de naissance" defaultValue={new CalendarDate(1988, 4, 12)} />
  </div>
)
export const DatesIndisponibles: Story = () => (
  <div style={{ maxWidth: 320 }}>
    <DatePicker
      label="Date de départ"
      minValue={min}
      defaultValue={new CalendarDate(2026, 7, 8)}
      isDateUnavailable={(d) => isWeekend(d, 'fr-FR')}
      description="Départs en semaine uniquement"
    />
  </div>
)
export const Invalide: Story = () => (
  <div style={{ maxWidth: 320 }}>
    <DatePicker label="Date de départ" isRequired errorMessage="La date de départ est requise" />
  </div>
)
export const Desactive: Story = () => (
  <div style={{ maxWidth: 320 }}>
    <DatePicker label="Date de départ" defaultValue={min} isDisabled />
  </div>
)
export const Plage: Story = () => (
  <div style={{ maxWidth: 420 }}>
    <DateRangePicker label="Dates du voyage" minValue={min} defaultValue={{ start: new CalendarDate(2026, 7, 6), end: new CalendarDate(2026, 7, 7) }} />
  </div>
)
export const PlageInvalide: Story = () => (
  <div style={{ maxWidth: 420 }}>
    <DateRangePicker label="Dates du voyage" errorMessage="La date de retour est requise" />
  </div>
)
