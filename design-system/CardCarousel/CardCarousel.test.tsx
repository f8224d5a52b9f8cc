import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '../testing'
import { CardCarousel } from './CardCarousel'

const items = Array.from({ length: 8 }, (_, i) => <a href={`#c${i}`}>Carte {i + 1}</a>)

describe('CardCarousel', () => {
  it('is a named list of the cards, every card reachable by Tab; Tab then leaves it, not stopping on an arrow', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800)
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1700)
    render(
      <>
        <CardCarousel aria-label="Nos destinations" perView={4} mobileItemWidth={270} items={items} />
        <a href="#apres">Après</a>
      </>,
    )
    const list = screen.getByRole('list', { name: 'Nos destinations' })
    expect(list.querySelectorAll('li')).toHaveLength(8)
    await userEvent.tab()
    expect(screen.getByRole('link', { name: 'Carte 1' })).toHaveFocus()
    for (let i = 0; i < 7; i++) await userEvent.tab()
    expect(screen.getByRole('link', { name: 'Carte 8' })).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('link', { name: 'Après' })).toHaveFocus()
    vi.restoreAllMocks()
  })

  it('pages by a view with the arrows; previous is disabled at the start', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800)
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1700)
    render(<CardCarousel aria-label="Nos destinations" perView={4} mobileItemWidth={270} items={items} />)
    const list = screen.getByRole('list', { name: 'Nos destinations' })
    list.scrollBy = vi.fn()
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }))
    expect(list.scrollBy).toHaveBeenCalledWith({ left: 800, behavior: 'smooth' })
    vi.restoreAllMocks()
  })

  it('hides the arrows when every card fits', () => {
    render(<CardCarousel aria-label="Activités" perView={6} mobileItemWidth={140} items={items.slice(0, 3)} />)
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled()
  })
})
