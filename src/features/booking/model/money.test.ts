import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ancillariesCents, insuranceCents, priceBreakdown, toCents } from './money'
import type { AncillaryOffer } from './types'

const insurance = {
  steps: [
    { min: 0, max: 500, amount: 19.9 },
    { min: 500.01, max: 1500, amount: 39.9 },
    { min: 1500.01, max: 99999, amount: 69.9 },
  ],
}

describe('insuranceCents: the step containing the price per passenger × passengers', () => {
  it('picks by price per passenger at the boundaries', () => {
    expect(insuranceCents(insurance, 100_000, 2)).toBe(3980) // 500.00 per person → first step
    expect(insuranceCents(insurance, 100_002, 2)).toBe(7980) // 500.01 → second
    expect(insuranceCents(insurance, 300_000, 2)).toBe(7980) // 1500.00 → second
    expect(insuranceCents(insurance, 300_004, 2)).toBe(13980)
  })
  it('beyond the last step keeps the last one; no passengers or steps cost nothing', () => {
    expect(insuranceCents(insurance, 100_000_000, 1)).toBe(6990)
    expect(insuranceCents(insurance, 1000, 0)).toBe(0)
    expect(insuranceCents({ steps: [] }, 1000, 1)).toBe(0)
  })
})

const regular: AncillaryOffer = {
  kind: 'regular',
  segments: [
    { index: 1, label: 'Aller' },
    { index: 2, label: 'Retour' },
  ],
  items: [
    { externalId: 'BAG-P1-S1', code: 'BAG', name: 'Bagage', type: 'BAGGAGE', priceCents: 3550, passengerIndex: 0, segment: 1 },
    { externalId: 'BAG-P1-S2', code: 'BAG', name: 'Bagage', type: 'BAGGAGE', priceCents: 3550, passengerIndex: 0, segment: 2 },
    { externalId: 'SEAT-P1', code: 'SEAT', name: 'Siège', type: 'SEAT', priceCents: 0, passengerIndex: 0, segment: 0 },
  ],
}

describe('totals in integer cents', () => {
  it('sums selected options only', () => {
    expect(ancillariesCents(regular, ['BAG-P1-S1', 'BAG-P1-S2', 'unknown'])).toBe(7100)
    expect(ancillariesCents(null, ['BAG-P1-S1'])).toBe(0)
  })
  it('base + options + insurance, exact in cents (no float drift)', () => {
    const b = priceBreakdown({ ticketCents: toCents(1204.3), passengers: 4, ancillaries: regular, selected: ['BAG-P1-S1', 'BAG-P1-S2'], insurance })
    expect(b).toEqual({ baseCents: 120430, ancillariesCents: 7100, insuranceCents: 4 * 1990, totalCents: 120430 + 7100 + 7960 })
  })
  it('toCents rounds every two-decimal euro amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => toCents(cents / 100) === cents),
      { seed: 12, numRuns: 500 },
    )
  })
  it('the total is always the sum of its parts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 1, max: 9 }),
        fc.subarray(regular.items.map((i) => i.externalId)),
        (ticket, pax, selected) => {
          const b = priceBreakdown({ ticketCents: ticket, passengers: pax, ancillaries: regular, selected, insurance })
          return Number.isInteger(b.totalCents) && b.totalCents === b.baseCents + b.ancillariesCents + b.insuranceCents
        },
      ),
      { seed: 7, numRuns: 300 },
    )
  })
})
