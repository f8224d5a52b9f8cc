import type { Story } from '@ladle/react'
import { useState } from 'react'
import { CountStepper } from '../NumberField/NumberField'
import { ClearableFieldPanel } from './ClearableFieldPanel'

export const AvecValeur: Story = () => {
  const [days, setDays] = useState(7)
  return (
    <div style={{ maxWidth: 360, padding: 24 }}>
      <ClearableFieldPanel title="Durée du séjour" canClear={days !== 0} onClear={() => setDays(0)}>
        <CountStepper label="Nombre de jours" minValue={0} maxValue={90} value={days} onChange={setDays} />
      </ClearableFieldPanel>
    </div>
  )
}

export const SansValeur: Story = () => (
  <div style={{ maxWidth: 360, padding: 24 }}>
    <ClearableFieldPanel title="Ville de départ" canClear={false} onClear={() => {}}>
      <p style={{ margin: 0 }}>Sans préférence</p>
    </ClearableFieldPanel>
  </div>
)
