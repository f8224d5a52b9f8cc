import type { Story } from '@ladle/react'
import { Stack } from '../Layout/Layout'
import { TextField } from './TextField'

export const Defaut: Story = () => <TextField label="Prénom" placeholder="Jean" />
export const AvecDescription: Story = () => <TextField label="Adresse e-mail" type="email" description="Nous vous enverrons un code de connexion." isRequired />
export const Invalide: Story = () => <TextField label="Nom" isRequired defaultValue="" errorMessage="Le nom est requis" />
export const Desactive: Story = () => <TextField label="Référence" defaultValue="HV-2026-1234" isDisabled />
export const MultiLigne: Story = () => <TextField label="Instructions de livraison" multiline />
export const Mobile: Story = () => (
  <div style={{ maxWidth: 343 }}>
    <Stack space="md">
      <TextField label="Prénom" isRequired />
      <TextField label="Nom" isRequired errorMessage="Le nom est requis" />
    </Stack>
  </div>
)
