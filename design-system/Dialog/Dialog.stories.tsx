import type { Story } from '@ladle/react'
import { useState } from 'react'
import { Button } from '../Button/Button'
import { AlertDialog, Dialog, DialogTrigger, Modal } from './Dialog'

export const Defaut: Story = () => (
  <DialogTrigger>
    <Button>Choisir une agence</Button>
    <Modal>
      <Dialog title="Veuillez sélectionner votre agence" footer={(close) => <Button onPress={close}>Valider</Button>}>
        <p>Pour continuer votre réservation, choisissez l’agence qui suivra votre dossier.</p>
      </Dialog>
    </Modal>
  </DialogTrigger>
)
export const Ouvert: Story = () => (
  <DialogTrigger defaultOpen>
    <Button>Ouvrir</Button>
    <Modal>
      <Dialog
        title="Veuillez sélectionner votre agence"
        footer={(close) => (
          <>
            <Button variant="tertiary" onPress={close}>
              Annuler
            </Button>
            <Button onPress={close}>Valider</Button>
          </>
        )}
      >
        <p style={{ margin: 0 }}>Pour continuer votre réservation, choisissez l’agence qui suivra votre dossier.</p>
      </Dialog>
    </Modal>
  </DialogTrigger>
)
export const AvecImage: Story = () => (
  <DialogTrigger defaultOpen>
    <Button>Ouvrir</Button>
    <Modal size="sm">
      <Dialog
        title="Votre option est réservée"
        image={{
          src:
            'data:image/svg+xml;utf8,' +
            encodeURIComponent(
              '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#fde68a"/></linearGradient></defs><rect width="800" height="400" fill="url(#g)"/><circle cx="620" cy="120" r="60" fill="#fb923c"/><path d="M0 300 Q200 250 400 300 T800 300 V400 H0Z" fill="#0ea5e9"/></svg>',
            ),
          alt: '',
        }}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Plus tard
            </Button>
            <Button onPress={close}>Continuer</Button>
          </>
        )}
      >
        <p style={{ margin: 0 }}>Le prix est garanti pendant 30 minutes.</p>
      </Dialog>
    </Modal>
  </DialogTrigger>
)
export const Alerte: Story = () => {
  const [open, setOpen] = useState(true)
  return (
    <>
      <Button variant="critical" onPress={() => setOpen(true)}>
        Supprimer le voyageur
      </Button>
      <AlertDialog isOpen={open} onOpenChange={setOpen} tone="critical" title="Supprimer ce voyageur ?" actionLabel="Supprimer">
        Jean Dupont sera retiré de vos voyageurs enregistrés.
      </AlertDialog>
    </>
  )
}
export const AlerteInfo: Story = () => (
  <AlertDialog defaultOpen title="Votre session a expiré" cancelLabel={null} actionLabel="Recommencer">
    Votre sélection n’est plus disponible. Veuillez relancer votre recherche.
  </AlertDialog>
)
