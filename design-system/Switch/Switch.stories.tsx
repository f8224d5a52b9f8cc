import type { Story } from '@ladle/react'
import { Stack } from '../Layout/Layout'
import { Switch } from './Switch'

export const Defaut: Story = () => <Switch>Vols directs uniquement</Switch>
export const Etats: Story = () => (
  <Stack space="sm">
    <Switch defaultSelected>Adresse par défaut</Switch>
    <Switch isDisabled>Ascenseur (désactivé)</Switch>
    <Switch isDisabled defaultSelected>
      Newsletter (désactivé)
    </Switch>
  </Stack>
)
