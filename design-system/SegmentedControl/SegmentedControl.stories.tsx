import type { Story } from '@ladle/react'
import { useState } from 'react'
import { SegmentedControl, YesNoGroup } from './SegmentedControl'

export const OuiNon: Story = () => {
  const [value, setValue] = useState<boolean | null>(null)
  return (
    <>
      <YesNoGroup label="Recevoir des offres personnalisées" value={value} onChange={setValue} />
      <p>Valeur : {value === null ? 'aucune' : value ? 'oui' : 'non'}</p>
    </>
  )
}
export const OuiNonInvalide: Story = () => <YesNoGroup label="Communication par e-mail" errorMessage="Veuillez répondre" />
export const TypeDeVoyage: Story = () => (
  <SegmentedControl
    label="Type de voyage"
    defaultValue="roundTrip"
    options={[
      { id: 'roundTrip', label: 'Aller-retour' },
      { id: 'oneWay', label: 'Aller simple' },
      { id: 'multi', label: 'Multi-destinations' },
    ]}
  />
)
export const PleineLargeur: Story = () => (
  <div style={{ maxWidth: 343 }}>
    <SegmentedControl
      fullWidth
      aria-label="Mode de recherche"
      defaultValue="exact"
      options={[
        { id: 'exact', label: 'Date exacte' },
        { id: 'period', label: 'Période' },
      ]}
    />
  </div>
)
