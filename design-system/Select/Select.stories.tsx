import type { Story } from '@ladle/react'
import { Select, SelectItem, SelectSection } from './Select'

const countries = [
  { id: 'FR', name: 'France' },
  { id: 'BE', name: 'Belgique' },
  { id: 'CH', name: 'Suisse' },
  { id: 'LU', name: 'Luxembourg' },
]

export const Defaut: Story = () => (
  <div style={{ maxWidth: 320 }}>
    <Select label="Pays" items={countries} defaultSelectedKey="FR">
      {(c) => <SelectItem id={c.id}>{c.name}</SelectItem>}
    </Select>
  </div>
)
export const AvecSections: Story = () => (
  <div style={{ maxWidth: 320 }}>
    <Select label="Type d’hébergement">
      <SelectSection title="Hôtels">
        <SelectItem id="hotel">Hôtel</SelectItem>
        <SelectItem id="club" description="Tout compris, animations">
          Club
        </SelectItem>
      </SelectSection>
      <SelectSection title="Locations">
        <SelectItem id="residence">Résidence</SelectItem>
        <SelectItem id="camping">Camping</SelectItem>
      </SelectSection>
    </Select>
  </div>
)
export const Invalide: Story = () => (
  <div style={{ maxWidth: 320 }}>
    <Select label="Pays" items={countries} isRequired errorMessage="Le pays est requis">
      {(c) => <SelectItem id={c.id}>{c.name}</SelectItem>}
    </Select>
  </div>
)
export const Desactive: Story = () => (
  <div style={{ maxWidth: 320 }}>
    <Select label="Pays" items={countries} defaultSelectedKey="FR" isDisabled>
      {(c) => <SelectItem id={c.id}>{c.name}</SelectItem>}
    </Select>
  </div>
)
