import userEvent from '@testing-library/user-event'
import { DialogTrigger } from 'react-aria-components'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '../Button/Button'
import { render, screen } from '../testing'
import { SimpleModal } from './SimpleModal'

describe('SimpleModal', () => {
  it('shows image, title and text; each action runs then closes; focus returns to the trigger', async () => {
    const main = vi.fn()
    const secondary = vi.fn()
    render(
      <DialogTrigger>
        <Button>Ouvrir</Button>
        <SimpleModal
          title="Votre favori est enregistré"
          image={{ src: 'data:,', alt: 'Plage' }}
          mainAction={{ label: 'Voir mes favoris', onPress: main }}
          secondaryAction={{ label: 'Continuer', onPress: secondary }}
        >
          Retrouvez ce séjour dans votre espace client.
        </SimpleModal>
      </DialogTrigger>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir' }))
    const dialog = await screen.findByRole('dialog', { name: 'Votre favori est enregistré' })
    expect(dialog).toHaveTextContent('Retrouvez ce séjour dans votre espace client.')
    expect(screen.getByRole('img', { name: 'Plage' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }))
    expect(secondary).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Voir mes favoris' }))
    expect(main).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('has no secondary button unless asked', () => {
    render(<SimpleModal isOpen title="Offre expirée" mainAction={{ label: 'OK' }} />)
    // The others are 'Fermer' (an icon) and react-aria's hidden dismiss button.
    expect(
      screen
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter(Boolean),
    ).toEqual(['OK'])
  })
})
