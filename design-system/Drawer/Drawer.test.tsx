import userEvent from '@testing-library/user-event'
import { DialogTrigger } from 'react-aria-components'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '../Button/Button'
import { render, screen } from '../testing'
import { BottomSheet, Drawer } from './Drawer'

describe('Drawer', () => {
  it('opens as a named modal dialog; Escape closes and focus returns to the trigger', async () => {
    render(
      <DialogTrigger>
        <Button>Filtres</Button>
        <Drawer title="Filtres" footer={<Button>Afficher 12 offres</Button>}>
          contenu
        </Drawer>
      </DialogTrigger>,
    )
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Filtres' })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Filtres' })).toHaveFocus()
  })
  it('a top drawer is a named modal dialog too, closed by Escape', async () => {
    render(
      <Drawer defaultOpen placement="top" title="Rechercher un voyage">
        contenu
      </Drawer>,
    )
    expect(await screen.findByRole('dialog', { name: 'Rechercher un voyage' })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
  it('bottom sheet header has Retour and Tout effacer', async () => {
    const onBack = vi.fn()
    const onClear = vi.fn()
    render(
      <BottomSheet defaultOpen title="Voyageurs" onBack={onBack} onClear={onClear} hideCloseButton>
        contenu
      </BottomSheet>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }))
    await userEvent.click(screen.getByRole('button', { name: 'Tout effacer' }))
    expect(onBack).toHaveBeenCalled()
    expect(onClear).toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Fermer' })).toBeNull()
  })
})
