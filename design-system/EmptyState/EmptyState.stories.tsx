import type { Story } from '@ladle/react'
import { MapPinOff } from 'lucide-react'
import { Button } from '../Button/Button'
import { EmptyState } from './EmptyState'

export const Defaut: Story = () => (
  <EmptyState
    title="Aucune offre trouvée"
    description="Essayez d’élargir vos dates ou de retirer des filtres."
    action={<Button variant="secondary">Effacer les filtres</Button>}
  />
)
export const Agences: Story = () => <EmptyState icon={MapPinOff} title="Aucune agence à afficher" description="Essayez une autre ville ou un code postal." />
