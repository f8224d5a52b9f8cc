import type { Story } from '@ladle/react'
import { Inline } from '../Layout/Layout'
import { DiscountBadge } from './DiscountBadge'

export const Defaut: Story = () => (
  <Inline space="sm">
    <DiscountBadge price={899} originalPrice={1099} />
    <DiscountBadge price={500} originalPrice={1000} />
    <DiscountBadge rate={25} />
  </Inline>
)
export const SousLeSeuil: Story = () => (
  <p>
    Réduction de 5 % : pas de badge → <DiscountBadge price={950} originalPrice={1000} />
  </p>
)
