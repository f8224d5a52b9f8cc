import type { Story } from '@ladle/react'
import { Inline } from '../Layout/Layout'
import { Countdown } from './Countdown'

const now = new Date('2026-07-01T10:00:00Z')

export const Etats: Story = () => (
  <Inline space="md">
    <Countdown now={now} end={new Date('2026-07-04T15:30:00Z')} />
    <Countdown now={now} end={new Date('2026-07-01T17:20:00Z')} />
    <Countdown now={now} end={new Date('2026-06-30T10:00:00Z')} />
  </Inline>
)
