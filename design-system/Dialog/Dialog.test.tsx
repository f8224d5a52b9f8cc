import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '../Button/Button'
import { render, screen } from '../testing'
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
})
