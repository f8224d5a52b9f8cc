import type { Story } from '@ladle/react'
import { Radio, RadioGroup } from './RadioGroup'

export const Defaut: Story = () => (
  <RadioGroup label="Civilité" defaultValue="mme" orientation="horizontal">
    <Radio value="mme">Madame</Radio>
    <Radio value="m">Monsieur</Radio>
  </RadioGroup>
)
export const AvecDescriptions: Story = () => (
  <RadioGroup label="Mode de paiement" defaultValue="cb">
    <Radio value="cb" description="Visa, Mastercard, CB">
      Carte bancaire
    </Radio>
    <Radio value="3x" description="Paiement en 3 fois avec notre partenaire">
      Paiement en 3 fois
    </Radio>
    <Radio value="ancv" isDisabled description="Indisponible pour ce voyage">
      Chèques-Vacances Connect
    </Radio>
  </RadioGroup>
)
export const Invalide: Story = () => (
  <RadioGroup label="Civilité" isRequired errorMessage="La civilité est requise" orientation="horizontal">
    <Radio value="mme">Madame</Radio>
    <Radio value="m">Monsieur</Radio>
  </RadioGroup>
)
