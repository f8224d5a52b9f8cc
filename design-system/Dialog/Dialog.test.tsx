import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '../Button/Button'
import { Drawer } from '../Drawer/Drawer'
import { hydrateFromServer, render, screen } from '../testing'
import { AlertDialog, Dialog, DialogTrigger, Modal } from './Dialog'

describe('Modal / Dialog', () => {
  it('opens a named modal dialog, traps focus, Escape closes and focus returns', async () => {
    render(
      <DialogTrigger>
        <Button>Choisir</Button>
        <Modal>
          <Dialog title="Veuillez sélectionner votre agence" footer={<Button>Valider</Button>}>
            texte
          </Dialog>
        </Modal>
      </DialogTrigger>,
    )
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Veuillez sélectionner votre agence' })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Choisir' })).toHaveFocus()
  })
  it('has a Fermer button', async () => {
    render(
      <Modal defaultOpen>
        <Dialog title="Titre">texte</Dialog>
      </Modal>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
  it('AlertDialog is an alertdialog with Annuler and its action', async () => {
    const onAction = vi.fn()
    render(
      <AlertDialog defaultOpen title="Supprimer ?" actionLabel="Supprimer" onAction={onAction}>
        Irréversible.
      </AlertDialog>,
    )
    expect(screen.getByRole('alertdialog', { name: 'Supprimer ?' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }))
    expect(onAction).toHaveBeenCalled()
  })

  it('closed overlays (AlertDialog, Modal, Drawer) hydrate in one render and open when asked', async () => {
    function Page() {
      const [open, setOpen] = useState<string | null>(null)
      return (
        <>
          <Button onPress={() => setOpen('alert')}>Alerte</Button>
          <Button onPress={() => setOpen('drawer')}>Tiroir</Button>
          <AlertDialog isOpen={open === 'alert'} onOpenChange={() => setOpen(null)} title="Billet retour obligatoire">
            Passez en Aller/Retour.
          </AlertDialog>
          <Modal isOpen={open === 'modal'} onOpenChange={() => setOpen(null)}>
            <Dialog title="Détails" />
          </Modal>
          <Drawer isOpen={open === 'drawer'} onOpenChange={() => setOpen(null)} title="Filtres">
            Filtres
          </Drawer>
        </>
      )
    }
    const { phases, unmount } = await hydrateFromServer(<Page />)
    expect(phases).toEqual(['mount'])
    await userEvent.click(screen.getByRole('button', { name: 'Alerte' }))
    expect(await screen.findByRole('alertdialog', { name: 'Billet retour obligatoire' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }))
    await userEvent.click(screen.getByRole('button', { name: 'Tiroir' }))
    expect(await screen.findByRole('dialog', { name: 'Filtres' })).toBeInTheDocument()
    await unmount()
  })
})
