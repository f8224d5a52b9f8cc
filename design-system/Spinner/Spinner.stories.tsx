import type { Story } from '@ladle/react'
import { Inline } from '../Layout/Layout'
import { Spinner } from './Spinner'

export const Tailles: Story = () => (
  <Inline space="lg">
    <Spinner size="sm" />
    <Spinner size="md" />
    <Spinner size="lg" />
  </Inline>
)
export const AvecLibelle: Story = () => <Spinner showLabel label="Recherche des meilleurs vols…" />
