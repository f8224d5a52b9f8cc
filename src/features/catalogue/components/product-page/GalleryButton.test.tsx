import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor } from 'design-system/testing'
import { GalleryButton } from './GalleryButton'

const images = Array.from({ length: 12 }, (_, n) => ({ url: `/img/${n + 1}.svg`, text: `Hôtel Azur, Crète — vue ${n + 1}` }))
const shown = () => screen.getByRole('dialog', { name: 'Photos : Hôtel Azur' }).querySelector('img')!

describe('GalleryButton and FullscreenGallery', () => {
  // The lazy chunk compiled once before the tests (its first transform outlasts findBy's wait).
  beforeAll(() => import('./FullscreenGallery'))

  it('opens full screen, turns with the arrow keys (wrapping round), and closes with Escape back to its trigger', async () => {
    const user = userEvent.setup()
    render(<GalleryButton images={images} title="Hôtel Azur" />)
    const trigger = screen.getByRole('button', { name: 'Voir les 12 photos' })
    await user.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Photos : Hôtel Azur' })
    expect(dialog).toHaveTextContent('1 / 12')
    expect(shown()).toHaveAttribute('alt', images[0]!.text)
    expect(shown()).toHaveAttribute('loading', 'lazy')
    expect(shown()).toHaveAttribute('sizes', '100vw')
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(dialog).toHaveTextContent('3 / 12')
    expect(screen.getByText('Photo 3 sur 12')).toBeInTheDocument()
    expect(shown()).toHaveAttribute('src', '/img/3.svg')
    expect(dialog.querySelector('figcaption')).toHaveTextContent('Hôtel Azur, Crète — vue 3')
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    expect(dialog).toHaveTextContent('12 / 12')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(trigger).toHaveFocus()
  })

  it('turns on a horizontal swipe, not on a short touch or a mouse drag, and closes with its button', async () => {
    const user = userEvent.setup()
    render(<GalleryButton images={images} title="Hôtel Azur" />)
    const trigger = screen.getByRole('button', { name: 'Voir les 12 photos' })
    await user.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Photos : Hôtel Azur' })
    const stage = dialog.querySelector('figure')!
    const swipe = (from: number, to: number, pointerType = 'touch') => {
      fireEvent.pointerDown(stage, { clientX: from, pointerType })
      fireEvent.pointerUp(stage, { clientX: to, pointerType })
    }
    swipe(300, 100)
    expect(dialog).toHaveTextContent('2 / 12')
    swipe(100, 300)
    swipe(100, 300)
    expect(dialog).toHaveTextContent('12 / 12')
    swipe(200, 180)
    swipe(300, 100, 'mouse')
    expect(dialog).toHaveTextContent('12 / 12')
    await user.click(screen.getByRole('button', { name: 'Photo suivante' }))
    expect(dialog).toHaveTextContent('1 / 12')
    await user.click(screen.getByRole('button', { name: 'Fermer' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(trigger).toHaveFocus()
  })

  it('says "Voir la photo" for a single image, and nothing without images', () => {
    const { rerender } = render(<GalleryButton images={images.slice(0, 1)} title="Hôtel Azur" />)
    expect(screen.getByRole('button', { name: 'Voir la photo' })).toBeInTheDocument()
    rerender(<GalleryButton images={[]} title="Hôtel Azur" />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
