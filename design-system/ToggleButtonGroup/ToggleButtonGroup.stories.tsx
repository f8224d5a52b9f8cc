import type { Story } from '@ladle/react'
import { ArrowUpNarrowWide, SlidersHorizontal, Star } from 'lucide-react'
import { useState } from 'react'
import { LayoutSelector, ToggleButton, ToggleButtonGroup, type LayoutMode } from './ToggleButtonGroup'

export const Filtres: Story = () => (
  <ToggleButtonGroup aria-label="Filtres" selectionMode="multiple" defaultSelectedKeys={['direct']}>
    <ToggleButton id="all" icon={<SlidersHorizontal size={16} aria-hidden="true" />}>
      Tous les filtres
    </ToggleButton>
    <ToggleButton id="direct">Escales</ToggleButton>
    <ToggleButton id="price">Prix</ToggleButton>
    <ToggleButton id="routes">Itinéraires</ToggleButton>
    <ToggleButton id="airlines">Compagnies</ToggleButton>
  </ToggleButtonGroup>
)
export const FiltresDefilants: Story = () => (
  <div style={{ maxWidth: 343 }}>
    <ToggleButtonGroup aria-label="Filtres" selectionMode="multiple" scrollable>
      {['Tous les filtres', 'Budget', 'Thématiques', 'Formules', 'Hébergements', 'Catégories', 'Notes clients'].map((f) => (
        <ToggleButton key={f} id={f}>
          {f}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  </div>
)
export const Tri: Story = () => (
  <ToggleButtonGroup aria-label="Trier" selectionMode="single" disallowEmptySelection defaultSelectedKeys={['price_asc']}>
    <ToggleButton id="price_asc" icon={<ArrowUpNarrowWide size={16} aria-hidden="true" />}>
      Trier par prix croissant
    </ToggleButton>
    <ToggleButton id="rating" icon={<Star size={16} aria-hidden="true" />}>
      Trier par meilleure note
    </ToggleButton>
  </ToggleButtonGroup>
)
export const Affichage: Story = () => {
  const [mode, setMode] = useState<LayoutMode>('grid')
  return <LayoutSelector value={mode} onChange={setMode} />
}
export const Desactive: Story = () => (
  <ToggleButtonGroup aria-label="Durée" isDisabled>
    <ToggleButton id="1">Une semaine</ToggleButton>
    <ToggleButton id="2">Deux semaines</ToggleButton>
  </ToggleButtonGroup>
)
