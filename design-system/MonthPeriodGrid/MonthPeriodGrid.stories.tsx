import type { Story } from '@ladle/react'
import { CalendarDate } from '@internationalized/date'
import { useState } from 'react'
import { MonthPeriodGrid } from './MonthPeriodGrid'

export const Defaut: Story = () => {
  const [value, setValue] = useState<string[]>(['2026-09'])
  return (
    <div style={{ maxWidth: 560 }}>
      <MonthPeriodGrid start={new CalendarDate(2026, 6, 15)} value={value} onChange={setValue} />
      <p>Période : {value.join(', ') || '—'}</p>
    </div>
  )
}
export const Plusieurs: Story = () => (
  <div style={{ maxWidth: 560 }}>
    <MonthPeriodGrid
      start={new CalendarDate(2026, 6, 1)}
      count={12}
      selectionMode="multiple"
      defaultValue={['2026-07', '2026-08']}
      disabledCodes={['2026-12']}
    />
  </div>
)
