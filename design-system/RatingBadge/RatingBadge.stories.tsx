import type { Story } from '@ladle/react'
import { Stack } from '../Layout/Layout'
import { RatingBadge } from './RatingBadge'

export const Notes: Story = () => (
  <Stack space="sm">
    <RatingBadge score={9.4} reviewCount={1284} />
    <RatingBadge score={8.2} reviewCount={312} />
    <RatingBadge score={7} reviewCount={45} />
    <RatingBadge score={6.1} reviewCount={1} />
    <RatingBadge score={4.2} reviewCount={12} />
  </Stack>
)
export const SansLibelle: Story = () => <RatingBadge score={4.5} outOf={5} showLabel={false} reviewCount={87} />
