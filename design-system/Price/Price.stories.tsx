import type { Story } from '@ladle/react'
import { Stack } from '../Layout/Layout'
import { Price } from './Price'

export const Tailles: Story = () => (
  <Stack space="md" align="flex-start">
    <Price amount={89} size="sm" align="start" />
    <Price amount={1249.5} size="md" align="start" />
    <Price amount={1249.5} size="lg" align="start" tone="brand" />
    <Price amount={12490} size="xl" align="start" />
  </Stack>
)
export const AvecReduction: Story = () => <Price amount={899} originalAmount={1099} prefix="à partir de" unit="par personne" size="lg" tone="accent" />
export const PourTousLesPassagers: Story = () => <Price amount={486.32} prefix="Pour tous les passagers, à partir de" size="xl" />
