import type { Story } from '@ladle/react'
import { SearchField } from './SearchField'

export const Defaut: Story = () => <SearchField label="Rechercher une agence" placeholder="Ville ou code postal" />
export const SansLibelleVisible: Story = () => (
  <SearchField aria-label="Rechercher une destination" placeholder="Rechercher une destination" defaultValue="Crète" />
)
export const Invalide: Story = () => <SearchField label="Référence produit" defaultValue="ZZ" errorMessage="Référence introuvable" />
export const Desactive: Story = () => <SearchField label="Rechercher" isDisabled />
