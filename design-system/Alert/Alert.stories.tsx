import type { Story } from '@ladle/react'
import { Stack } from '../Layout/Layout'
import { Alert } from './Alert'

export const Tons: Story = () => (
  <Stack space="sm">
    <Alert tone="info" title="Attention, aéroports différents" live="none">
      L’aéroport d’arrivée de l’aller diffère de celui du départ du retour.
    </Alert>
    <Alert tone="success" live="none">
      Un code vient de vous être envoyé.
    </Alert>
    <Alert tone="warning" title="Champs à compléter" live="none">
      La date de départ est requise, la destination est requise.
    </Alert>
    <Alert tone="error" live="none">
      Une erreur est survenue. Veuillez réessayer plus tard.
    </Alert>
  </Stack>
)
export const Fermable: Story = () => (
  <Alert tone="info" onDismiss={() => {}} live="none">
    Prix garanti pendant 30 minutes.
  </Alert>
)
