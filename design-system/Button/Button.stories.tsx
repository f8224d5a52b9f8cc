import type { Story } from '@ladle/react'
import { ArrowRight, Search } from 'lucide-react'
import { useState } from 'react'
import { Inline, Stack } from '../Layout/Layout'
import { Button, buttonClassName, buttonSizes, buttonVariants } from './Button'

const labels = {
  primary: 'Rechercher',
  secondary: 'Voir le détail',
  tertiary: 'Annuler',
  accent: 'Réserver',
  critical: 'Supprimer',
  ghost: 'Tout effacer',
} as const

export const Variantes: Story = () => (
  <Inline space="sm">
    {buttonVariants.map((v) => (
      <Button key={v} variant={v}>
        {labels[v]}
      </Button>
    ))}
  </Inline>
)
export const Tailles: Story = () => (
  <Inline space="sm">
    {buttonSizes.map((s) => (
      <Button key={s} size={s}>
        Taille {s}
      </Button>
    ))}
  </Inline>
)
export const AvecIcones: Story = () => (
  <Inline space="sm">
    <Button iconStart={<Search size={18} aria-hidden="true" />}>Rechercher</Button>
    <Button variant="secondary" iconEnd={<ArrowRight size={18} aria-hidden="true" />}>
      Continuer
    </Button>
  </Inline>
)
export const Desactive: Story = () => (
  <Inline space="sm">
    {buttonVariants.map((v) => (
      <Button key={v} variant={v} isDisabled>
        {labels[v]}
      </Button>
    ))}
  </Inline>
)
export const Chargement: Story = () => {
  const [loading, setLoading] = useState(true)
  return (
    <Stack space="sm" align="flex-start">
      <Button isLoading={loading}>Rechercher</Button>
      <Button variant="accent" size="lg" isLoading>
        Enregistrement...
      </Button>
      <Button variant="tertiary" onPress={() => setLoading((l) => !l)}>
        Basculer le chargement
      </Button>
    </Stack>
  )
}
export const PleineLargeur: Story = () => (
  <div style={{ maxWidth: 375 }}>
    <Button fullWidth size="lg" variant="accent">
      Rechercher
    </Button>
  </div>
)
/** `bleed`: the ghost button's label lines up with the text above it. */
export const Debord: Story = () => (
  <div style={{ maxWidth: 320 }}>
    <p style={{ margin: 0 }}>Votre agence vous accompagne avant et après votre voyage.</p>
    <Button variant="ghost" size="sm" bleed>
      Horaires et contact
    </Button>
  </div>
)
/** `buttonClassName` on plain elements: a link and a native button (they work before hydration). */
export const ElementsNatifs: Story = () => (
  <Stack space="sm" align="flex-start">
    <a href="#detail" className={buttonClassName({ variant: 'primary' })} onClick={(e) => e.preventDefault()}>
      Voir le détail
    </a>
    <button type="button" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
      Tous les filtres
    </button>
  </Stack>
)
