import type { Story } from '@ladle/react'
import { useState } from 'react'
import { Stack } from '../Layout/Layout'
import { PasswordField } from '../PasswordField/PasswordField'
import { PasswordChecklist } from './PasswordChecklist'

export const Vide: Story = () => <PasswordChecklist password="" />
export const Partiel: Story = () => <PasswordChecklist password="voyage2026" />
export const Complet: Story = () => <PasswordChecklist password="Voyage2026!" />
export const AvecChamp: Story = () => {
  const [value, setValue] = useState('Voyage')
  return (
    <div style={{ maxWidth: 400 }}>
      <Stack space="sm">
        <PasswordField label="Nouveau mot de passe" value={value} onChange={setValue} autoComplete="new-password" aria-describedby="regles" />
        <PasswordChecklist id="regles" password={value} />
      </Stack>
    </div>
  )
}
