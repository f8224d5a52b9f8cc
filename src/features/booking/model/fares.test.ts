import { describe, expect, it } from 'vitest'
import type { BrandedFare } from '~/api-contract/flights'
import { chosenFare } from './fares'

const fare = (id: string, price: number) => ({ id, name: id, description: '', price, services: [] }) as unknown as BrandedFare
const fares = [fare('S~STANDARD', 650), fare('S~LIGHT', 600.5), fare('S~FLEX', 780)]

describe('chosenFare', () => {
  it('is the fare chosen', () => {
    expect(chosenFare(fares, 'S~FLEX', 60_050)?.id).toBe('S~FLEX')
  })
  it('is the fare at the flight price when none is chosen, as Continuer keeps it', () => {
    expect(chosenFare(fares, null, 60_050)?.id).toBe('S~LIGHT')
  })
  it('falls back on the base fare when the chosen one is no longer offered, then on the first', () => {
    expect(chosenFare(fares, 'S~GONE', 60_050)?.id).toBe('S~LIGHT')
    expect(chosenFare(fares, null, 1)?.id).toBe('S~STANDARD')
    expect(chosenFare([], null, 1)).toBeNull()
  })
})
