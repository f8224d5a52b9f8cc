import type { Story } from '@ladle/react'
import { ArrowLeftRight, ChevronRight, Heart, X } from 'lucide-react'
import { Inline } from '../Layout/Layout'
import { IconButton, iconButtonVariants } from './IconButton'

export const Variantes: Story = () => (
  <div style={{ background: 'linear-gradient(135deg,#0b4f9c,#38bdf8)', padding: 16, borderRadius: 12 }}>
    <Inline space="sm">
      {iconButtonVariants.map((v) => (
        <span key={v} style={{ background: v === 'overlay' ? 'transparent' : '#fff', borderRadius: 999 }}>
          <IconButton variant={v} icon={Heart} aria-label={`Ajouter aux favoris (${v})`} />
        </span>
      ))}
    </Inline>
  </div>
)
export const Tailles: Story = () => (
  <Inline space="sm">
    <IconButton size="sm" variant="outline" icon={X} aria-label="Fermer" />
    <IconButton size="md" variant="outline" icon={ArrowLeftRight} aria-label="Inverser départ et destination" />
    <IconButton size="lg" variant="solid" icon={ChevronRight} aria-label="Suivant" />
  </Inline>
)
export const Desactive: Story = () => <IconButton variant="outline" icon={ArrowLeftRight} aria-label="Inverser départ et destination" isDisabled />
