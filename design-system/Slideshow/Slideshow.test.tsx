import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen } from '../testing'
import { Slideshow } from './Slideshow'

const slides = ['Un', 'Deux', 'Trois']
const current = () => screen.getAllByRole('group').find((g) => !g.hasAttribute('aria-hidden'))

describe('Slideshow', () => {
  afterEach(() => vi.useRealTimers())
  it('advances every 10 s and pauses on hover', () => {
    vi.useFakeTimers()
    render(<Slideshow aria-label="À la une" slides={slides} />)
    expect(current()).toHaveAccessibleName('1 sur 3')
    act(() => vi.advanceTimersByTime(10_000))
    expect(current()).toHaveAccessibleName('2 sur 3')
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'À la une' }))
    act(() => vi.advanceTimersByTime(30_000))
    expect(current()).toHaveAccessibleName('2 sur 3')
  })
  it('has pause and previous/next buttons', async () => {
    render(<Slideshow aria-label="À la une" slides={slides} />)
    await userEvent.click(screen.getByRole('button', { name: 'Mettre en pause le diaporama' }))
    expect(screen.getByRole('button', { name: 'Lancer le diaporama' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Diapositive précédente' }))
    expect(current()).toHaveAccessibleName('3 sur 3')
    await userEvent.click(screen.getByRole('button', { name: 'Afficher la diapositive 2 sur 3' }))
    expect(current()).toHaveAccessibleName('2 sur 3')
    expect(screen.getByRole('button', { name: 'Afficher la diapositive 2 sur 3' })).toHaveAttribute('aria-current', 'true')
  })
  it('wraps, and a jump restarts the 10 s wait', () => {
    vi.useFakeTimers()
    render(<Slideshow aria-label="À la une" slides={slides} />)
    act(() => vi.advanceTimersByTime(9_000))
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive suivante' }))
    expect(current()).toHaveAccessibleName('2 sur 3')
    act(() => vi.advanceTimersByTime(9_000))
    expect(current()).toHaveAccessibleName('2 sur 3')
    act(() => vi.advanceTimersByTime(1_000))
    expect(current()).toHaveAccessibleName('3 sur 3')
    act(() => vi.advanceTimersByTime(10_000))
    expect(current()).toHaveAccessibleName('1 sur 3')
  })
  it('pauses while focus is inside, and does not advance with a single slide', () => {
    vi.useFakeTimers()
    const { unmount } = render(<Slideshow aria-label="À la une" slides={slides} />)
    fireEvent.focus(screen.getByRole('button', { name: 'Diapositive suivante' }))
    act(() => vi.advanceTimersByTime(30_000))
    expect(current()).toHaveAccessibleName('1 sur 3')
    unmount()
    render(<Slideshow aria-label="Seule" slides={['Une']} />)
    expect(screen.queryByRole('button', { name: 'Diapositive suivante' })).toBeNull()
  })
})
