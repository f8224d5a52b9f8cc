import { describe, expect, it } from 'vitest'
import { atTown, ofPlace } from './place-names'

describe('place names', () => {
  it('contracts and elides "de" with the name’s article', () => {
    expect(ofPlace('la Guadeloupe')).toBe('de la Guadeloupe')
    expect(ofPlace('les Seychelles')).toBe('des Seychelles')
    expect(ofPlace('le Maroc')).toBe('du Maroc')
    expect(ofPlace('Le Caire')).toBe('du Caire')
    expect(ofPlace('La Réunion')).toBe('de La Réunion')
    expect(ofPlace('l’Italie')).toBe('de l’Italie')
    expect(ofPlace('Agadir')).toBe('d’Agadir')
    expect(ofPlace('Île Maurice')).toBe('d’Île Maurice')
    expect(ofPlace('Rome')).toBe('de Rome')
    expect(ofPlace('Lyon')).toBe('de Lyon')
    expect(ofPlace('Las Vegas')).toBe('de Las Vegas')
  })

  it('contracts "à" before a town’s article', () => {
    expect(atTown('Lyon')).toBe('à Lyon')
    expect(atTown('Le Caire')).toBe('au Caire')
    expect(atTown('Les Sables-d’Olonne')).toBe('aux Sables-d’Olonne')
    expect(atTown('La Havane')).toBe('à La Havane')
    expect(atTown('Istanbul')).toBe('à Istanbul')
  })
})
