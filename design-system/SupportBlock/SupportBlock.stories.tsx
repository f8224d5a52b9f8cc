import type { Story } from '@ladle/react'
import { SupportBlock } from './SupportBlock'

export const Defaut: Story = () => (
  <div style={{ maxWidth: 420, padding: 24 }}>
    <SupportBlock phoneNumber="0 892 35 06 48" />
  </div>
)

export const AvecReference: Story = () => (
  <div style={{ maxWidth: 420, padding: 24 }}>
    <SupportBlock phoneNumber="0 892 35 06 48" productReference="HV010000" title="Une question sur ce séjour ?" />
  </div>
)
