import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { render, screen } from '../testing'
import { Carousel } from './Carousel'

const images = Array.from({ length: 20 }, (_, i) => ({ src: `/img/${i}.jpg`, alt: `Photo ${i + 1}` }))

describe('Carousel', () => {
  it('is a named carousel of at most 15 slides with arrows and dots', async () => {
    render(<Carousel aria-label="Photos de l’hôtel" images={images} />)
    expect(screen.getByRole('region', { name: 'Photos de l’hôtel' })).toHaveAttribute('aria-roledescription', 'carrousel')
    expect(screen.getAllByRole('button', { name: /Afficher l’image/ })).toHaveLength(15)
    expect(screen.getByRole('button', { name: 'Image précédente' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Image suivante' }))
    expect(screen.getByRole('button', { name: 'Afficher l’image 2' })).toHaveAttribute('aria-current', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Afficher l’image 15' }))
    expect(screen.getByRole('button', { name: 'Image suivante' })).toBeDisabled()
  })
})
