import type { Story } from '@ladle/react'
import { PasswordField } from './PasswordField'

export const Defaut: Story = () => <PasswordField label="Mot de passe" />
export const Invalide: Story = () => (
  <PasswordField label="Nouveau mot de passe" defaultValue="abc" errorMessage="Le mot de passe doit contenir au moins 8 caractères" />
)
export const Desactive: Story = () => <PasswordField label="Ancien mot de passe" defaultValue="secret" isDisabled />
