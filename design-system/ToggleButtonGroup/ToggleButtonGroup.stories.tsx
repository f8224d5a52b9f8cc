import type { Story } from '@ladle/react'
import { ArrowUpNarrowWide, LayoutGrid, List, SlidersHorizontal, Star } from 'lucide-react'
import { useState } from 'react'
import { LayoutSelector, ToggleButton, ToggleButtonGroup, toggleLinkStyles, type LayoutMode } from './ToggleButtonGroup'

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
/** Plain links styled as chips and segments (`toggleLinkStyles`): each leads to one choice. */
export const LiensDeTri: Story = () => (
  <nav aria-label="Trier les résultats">
    <ul className={toggleLinkStyles.group} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {[
        ['price_asc', 'Trier par prix croissant'],
        ['mark_desc', 'Trier par meilleure note'],
        ['best', 'Meilleur choix'],
      ].map(([id, label], i) => (
        <li key={id}>
          <a href={`?orderBy=${id}`} className={toggleLinkStyles.chip} aria-current={i === 0 ? 'true' : undefined} onClick={(e) => e.preventDefault()}>
            {label}
          </a>
        </li>
      ))}
    </ul>
  </nav>
)
export const LiensAffichage: Story = () => (
  <nav aria-label="Affichage des résultats" className={toggleLinkStyles.segmentGroup}>
    <a href="?layoutStyle=list" className={toggleLinkStyles.segment} aria-current="true" onClick={(e) => e.preventDefault()}>
      <List size={18} aria-hidden="true" /> Liste
    </a>
    <a href="?layoutStyle=grid" className={toggleLinkStyles.segment} onClick={(e) => e.preventDefault()}>
      <LayoutGrid size={18} aria-hidden="true" /> Mosaïque
    </a>
  </nav>
)
