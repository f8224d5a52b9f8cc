import type { Story } from '@ladle/react'
import { Slider } from './Slider'

const euro = { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 } as const

export const PrixMaximum: Story = () => (
  <div style={{ maxWidth: 360 }}>
    <Slider label="Prix maximum" minValue={100} maxValue={1900} step={100} defaultValue={1200} formatOptions={euro} />
  </div>
)
export const Plage: Story = () => (
  <div style={{ maxWidth: 360 }}>
    <Slider
      label="Heure de départ"
      minValue={0}
      maxValue={24}
      defaultValue={[6, 20]}
      formatOptions={{ style: 'unit', unit: 'hour' }}
      thumbLabels={['Départ au plus tôt', 'Départ au plus tard']}
    />
  </div>
)
export const Desactive: Story = () => (
  <div style={{ maxWidth: 360 }}>
    <Slider label="Budget" defaultValue={50} isDisabled />
  </div>
)
