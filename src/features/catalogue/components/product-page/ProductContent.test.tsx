import { describe, expect, it } from 'vitest'
import { render, screen, within } from 'design-system/testing'
import { IncludedLists } from './IncludedLists'
import { Programme } from './Programme'
import { occupancyLabel, RoomTypes } from './RoomTypes'

describe('IncludedLists', () => {
  it('names both lists by their headings, and shows nothing without items', () => {
    const { rerender } = render(<IncludedLists included={['La pension complète']} notIncluded={['Les boissons', 'Les dépenses personnelles']} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Ce que comprend le prix' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('list', { name: 'Inclus' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['La pension complète'])
    expect(within(screen.getByRole('list', { name: 'Non inclus' })).getAllByRole('listitem')).toHaveLength(2)
    rerender(<IncludedLists />)
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
  })
})

describe('RoomTypes', () => {
  it('says who may stay in each room, in French', () => {
    const occupancy = (min_adults: number, max_adults: number, max_children: number, max_babies: number, max_occupants: number) => ({
      occupancy: { min_adults, max_adults, max_children, max_babies, max_occupants },
    })
    expect(occupancyLabel(occupancy(1, 2, 1, 1, 3))).toBe('3 personnes au plus : de 1 à 2 adultes, jusqu’à 1 enfant et 1 bébé')
    expect(occupancyLabel(occupancy(1, 4, 4, 2, 6))).toBe('6 personnes au plus : de 1 à 4 adultes, jusqu’à 4 enfants et 2 bébés')
    expect(occupancyLabel(occupancy(1, 1, 0, 0, 1))).toBe('1 personne au plus : 1 adulte')
  })

  it('calls a ship’s rooms cabins, and lists each room’s extras', () => {
    const cabin = {
      code: 'BAL',
      label: 'Cabine avec balcon',
      occupancy: { min_adults: 1, max_adults: 2, max_children: 2, max_babies: 1, max_occupants: 4 },
      supplement_per_night: 18,
      extras: ['Télévision', 'Coffre-fort'],
    }
    render(<RoomTypes rooms={[cabin]} accommodation={{ code: 'bateau', label: 'Bateau' }} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Les cabines' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Cabine avec balcon' })).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'Équipements : Cabine avec balcon' })).getAllByRole('listitem')).toHaveLength(2)
  })
})

describe('Programme', () => {
  const days = [
    { day: 1, title: 'Embarquement à Crète', text: 'Installation à bord.', port_of_call: 'Crète' },
    { day: 2, title: 'Escale à Rhodes', text: 'Journée à terre.', port_of_call: 'Rhodes' },
    { day: 3, title: 'Journée en mer', text: 'Piscines.', port_of_call: null },
    { day: 4, title: 'Escale à Malte', text: 'Journée à terre.', port_of_call: 'Malte' },
    { day: 5, title: 'Débarquement à Crète', text: 'Transfert.', port_of_call: 'Crète' },
  ]
  it('lists a cruise’s days in order with its ports of call between embarkation and disembarkation', () => {
    render(<Programme days={days} cruise />)
    expect(screen.getByRole('heading', { level: 2, name: 'Itinéraire et escales' })).toBeInTheDocument()
    expect(screen.getByText('Escales : Rhodes, Malte')).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(days.map((d) => `Jour ${d.day} · ${d.title}`))
  })

  it('is a tour’s day-by-day programme, and nothing without days', () => {
    const { rerender } = render(<Programme days={[{ day: 1, title: 'Arrivée à Marrakech', text: 'Accueil.' }]} cruise={false} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Programme jour par jour' })).toBeInTheDocument()
    expect(screen.queryByText(/^Escales/)).not.toBeInTheDocument()
    rerender(<Programme cruise={false} />)
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
  })
})
