import type { Story } from '@ladle/react'
import { Stack } from '../Layout/Layout'
import { CountStepper, NumberField } from './NumberField'

export const Defaut: Story = () => <NumberField label="Nombre de jours" defaultValue={7} />
export const Compteurs: Story = () => (
  <div style={{ maxWidth: 360 }}>
    <Stack space="md" dividers>
      <CountStepper label="Adultes" description="12 ans et plus" minValue={1} maxValue={9} defaultValue={1} />
      <CountStepper label="Enfants" description="De 2 à 11 ans" maxValue={8} defaultValue={0} />
      <CountStepper label="Bébés" description="Moins de 2 ans" maxValue={4} defaultValue={0} />
    </Stack>
  </div>
)
export const JoursManuels: Story = () => <CountStepper label="Ou sélectionner manuellement le nombre de jours" defaultValue={0} />
export const Invalide: Story = () => <NumberField label="Chambres" defaultValue={5} maxValue={9} errorMessage="4 chambres au maximum" />
export const Desactive: Story = () => <CountStepper label="Adultes" defaultValue={2} isDisabled />
