import type { Story } from '@ladle/react'
import { ChevronRight } from 'lucide-react'
import { Stack } from '../Layout/Layout'
import { ButtonLink, Link } from './Link'

export const Variantes: Story = () => (
  <Stack space="md">
    <p>
      Consultez nos <Link href="/">conditions générales de vente</Link> avant de réserver.
    </p>
    <Link variant="standalone" href="/client-space">
      Changer d’agence <ChevronRight size={16} aria-hidden="true" />
    </Link>
    <Link variant="subtle" href="/">
      Besoin d’aide ?
    </Link>
    <div style={{ background: '#0b4f9c', padding: 12, borderRadius: 8 }}>
      <Link variant="inverse" href="/search-products">
        Voir les offres
      </Link>
    </div>
  </Stack>
)
export const CommeUnBouton: Story = () => (
  <ButtonLink href="/vol" variant="accent">
    Réserver ce vol
  </ButtonLink>
)
export const Desactive: Story = () => (
  <Link href="/" isDisabled>
    Lien désactivé
  </Link>
)
