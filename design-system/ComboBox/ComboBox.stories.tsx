import type { Story } from '@ladle/react'
import { MapPin, Plane } from 'lucide-react'
import { ComboBox, ComboBoxItem, ComboBoxSection } from './ComboBox'

const airports = [
  { id: 'CDG', name: 'Paris Charles de Gaulle (CDG)', country: 'France' },
  { id: 'ORY', name: 'Paris Orly (ORY)', country: 'France' },
  { id: 'LYS', name: 'Lyon Saint-Exupéry (LYS)', country: 'France' },
  { id: 'NCE', name: 'Nice Côte d’Azur (NCE)', country: 'France' },
  { id: 'BCN', name: 'Barcelone El Prat (BCN)', country: 'Espagne' },
]

export const Defaut: Story = () => (
  <div style={{ maxWidth: 380 }}>
    <ComboBox label="Départ" placeholder="Ville ou aéroport" items={airports} emptyMessage="Aucun lieu trouvé" icon={<Plane size={18} aria-hidden="true" />}>
      {(a) => (
        <ComboBoxItem id={a.id} description={a.country}>
          {a.name}
        </ComboBoxItem>
      )}
    </ComboBox>
  </div>
)
export const AvecSections: Story = () => (
  <div style={{ maxWidth: 380 }}>
    <ComboBox
      label="Ville de départ"
      placeholder="Rechercher une ville de départ"
      emptyMessage="Aucune ville de départ trouvée"
      icon={<MapPin size={18} aria-hidden="true" />}
    >
      <ComboBoxSection title="Vos dernières entrées">
        <ComboBoxItem id="BOD">Bordeaux</ComboBoxItem>
        <ComboBoxItem id="BRU">Bruxelles</ComboBoxItem>
        <ComboBoxItem id="GVA">Genève</ComboBoxItem>
      </ComboBoxSection>
      <ComboBoxSection title="Villes de départ suggérées">
        <ComboBoxItem id="TLS">Toulouse</ComboBoxItem>
        <ComboBoxItem id="LYS">Lyon</ComboBoxItem>
        <ComboBoxItem id="MRS">Marseille</ComboBoxItem>
        <ComboBoxItem id="NCE">Nice</ComboBoxItem>
      </ComboBoxSection>
    </ComboBox>
  </div>
)
export const Vide: Story = () => (
  <div style={{ maxWidth: 380 }}>
    <ComboBox
      label="Destination"
      defaultInputValue="Atlantide"
      items={[] as { id: string; name: string }[]}
      emptyMessage="Aucun lieu trouvé"
      menuTrigger="focus"
    >
      {(a) => <ComboBoxItem id={a.id}>{a.name}</ComboBoxItem>}
    </ComboBox>
  </div>
)
export const Invalide: Story = () => (
  <div style={{ maxWidth: 380 }}>
    <ComboBox label="Destination" items={airports} errorMessage="La destination est requise" isRequired>
      {(a) => <ComboBoxItem id={a.id}>{a.name}</ComboBoxItem>}
    </ComboBox>
  </div>
)
export const Desactive: Story = () => (
  <div style={{ maxWidth: 380 }}>
    <ComboBox label="Destination" items={airports} isDisabled>
      {(a) => <ComboBoxItem id={a.id}>{a.name}</ComboBoxItem>}
    </ComboBox>
  </div>
)
