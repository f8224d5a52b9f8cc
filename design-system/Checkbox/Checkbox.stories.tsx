import type { Story } from '@ladle/react'
import { Checkbox, CheckboxGroup } from './Checkbox'

export const Defaut: Story = () => <Checkbox>Je souhaite recevoir les offres par e-mail</Checkbox>
export const Etats: Story = () => (
  <div style={{ display: 'grid', gap: 12 }}>
    <Checkbox defaultSelected>Aller</Checkbox>
    <Checkbox isIndeterminate>Tous les aéroports</Checkbox>
    <Checkbox isDisabled>Retour (indisponible)</Checkbox>
    <Checkbox isDisabled defaultSelected>
      Inclus
    </Checkbox>
    <Checkbox description="Vous pourrez la modifier à tout moment depuis votre espace client.">Créer un compte</Checkbox>
  </div>
)
export const Groupe: Story = () => (
  <CheckboxGroup label="Hébergements" defaultValue={['hotel']}>
    <Checkbox value="hotel">Hôtel</Checkbox>
    <Checkbox value="club">Club</Checkbox>
    <Checkbox value="residence">Résidence</Checkbox>
    <Checkbox value="camping">Camping</Checkbox>
  </CheckboxGroup>
)
export const GroupeInvalide: Story = () => (
  <CheckboxGroup label="Conditions" isRequired errorMessage="Vous devez accepter les conditions de vente">
    <Checkbox value="cgv">J’accepte les conditions générales de vente</Checkbox>
  </CheckboxGroup>
)
export const GroupeHorizontal: Story = () => (
  <CheckboxGroup label="Trajets" orientation="horizontal" defaultValue={['aller']}>
    <Checkbox value="aller">Aller</Checkbox>
    <Checkbox value="retour">Retour</Checkbox>
  </CheckboxGroup>
)
