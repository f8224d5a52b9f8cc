import type { Story } from '@ladle/react'
import { DialogTrigger } from 'react-aria-components'
import { Button } from '../Button/Button'
import { SimpleModal } from './SimpleModal'

const image = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 200"><defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="#7cc6f2"/><stop offset="1" stop-color="#fde7c0"/></linearGradient></defs><rect width="560" height="200" fill="url(#s)"/><circle cx="430" cy="70" r="38" fill="#fff4c2"/><rect y="140" width="560" height="60" fill="#1f9fd1"/></svg>')}`

export const AvecImageOuverte: Story = () => (
  <DialogTrigger defaultOpen>
    <Button>Ouvrir</Button>
    <SimpleModal
      title="Votre favori est enregistré"
      image={{ src: image, alt: 'Plage au soleil' }}
      mainAction={{ label: 'Voir mes favoris' }}
      secondaryAction={{ label: 'Continuer' }}
    >
      Retrouvez ce séjour à tout moment dans votre espace client.
    </SimpleModal>
  </DialogTrigger>
)

export const SansImage: Story = () => (
  <DialogTrigger>
    <Button>Ouvrir</Button>
    <SimpleModal title="Offre expirée" mainAction={{ label: 'Voir les offres du moment' }}>
      Cette vente flash est terminée.
    </SimpleModal>
  </DialogTrigger>
)
