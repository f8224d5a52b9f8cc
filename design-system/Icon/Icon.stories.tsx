import type { Story } from '@ladle/react'
import { BedDouble, Calendar, Heart, Luggage, MapPin, Plane, Search, Ship, Star, Sun, TrainFront, Users } from 'lucide-react'
import { Inline } from '../Layout/Layout'
import { Icon, iconSizes } from './Icon'

const set = { Plane, TrainFront, Ship, BedDouble, MapPin, Calendar, Users, Luggage, Search, Heart, Star, Sun }

export const Jeu: Story = () => (
  <Inline space="lg">
    {Object.entries(set).map(([name, icon]) => (
      <span key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, fontSize: 12 }}>
        <Icon icon={icon} size="lg" />
        {name}
      </span>
    ))}
  </Inline>
)
export const Tailles: Story = () => (
  <Inline space="md">
    {iconSizes.map((s) => (
      <Icon key={s} icon={Plane} size={s} />
    ))}
  </Inline>
)
export const AvecLibelle: Story = () => <Icon icon={Luggage} label="Bagage en soute inclus" size="lg" />
