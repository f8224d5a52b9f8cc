import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { render, screen } from '../testing'
import { Carousel } from './Carousel'

const images = Array.from({ length: 20 }, (_, i) => ({ src: `/img/${i}.jpg`, alt: `Photo ${i + 1}` }))

describe('Carousel', () => {
  it('is a named carousel of at most 15 slides with arrows and dots', async () => {
    render(<Carousel aria-label="Photos de l’hôtel" images={images} />)
    expect(screen.getByRole('region', { name: 'Photos de l’hôtel' })).toHaveAttribute('aria-roledescription', 'carrousel')
    const slides = screen.getAllByRole('group', { hidden: true }).filter((g) => g.getAttribute('aria-roledescription') === 'diapositive')
    expect(slides).toHaveLength(15)
    expect(screen.getByRole('group', { name: '1 sur 15' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Image précédente' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Image suivante' }))
    expect(screen.getByRole('group', { name: '2 sur 15' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Image précédente' })).toBeEnabled()
  })
})
