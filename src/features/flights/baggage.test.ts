import { describe, expect, it } from 'vitest'
import { bagText, baggageAllowance, isBaggageOption, serviceStatus } from './baggage'

const fare = (pieces: number, options: { description: string; indicator: string }[] = []) => ({
  name: 'ECO STANDARD',
  fareBasis: 'YSTFR10',
  baggagePieces: pieces,
  baggageWeight: pieces > 0 ? 23 : null,
  options,
})
const route = (pieces: number[], baggages = Math.min(...pieces), options?: { description: string; indicator: string }[]) => ({
  baggages,
  segments: pieces.map((p) => ({ fare: fare(p, options) })),
})
const services = (bags: number, cabin = true) => [
  { name: 'Bagage cabine 12 kg', icon: 'cabin-bag', isIncluded: cabin },
  {
    name: bags > 1 ? `${bags} bagages en soute 23 kg` : bags === 1 ? '1 bagage en soute 23 kg' : 'Bagage en soute 23 kg',
    icon: 'luggage',
    isIncluded: bags > 0,
  },
  { name: 'Choix du siège', icon: 'seat', isIncluded: true },
]

describe('baggageAllowance', () => {
  it('reads the segment fare without a chosen fare: pieces, weight and the cabin option', () => {
    const bags = baggageAllowance([route([1], 1, [{ description: 'Bagage cabine 12 kg', indicator: 'Included' }])])
    expect(bags.checked).toMatchObject({ included: true, pieces: 1, weight: 23 })
    expect(bagText(bags.checked)).toBe('1 bagage en soute 23 kg inclus')
    expect(bagText(bags.cabin)).toBe('Bagage cabine 12 kg inclus')
  })

  it('says a chargeable checked bag is paying, a missing one not included, never both included and not', () => {
    expect(bagText(baggageAllowance([route([0], 0, [{ description: 'Bagage en soute', indicator: 'Chargeable' }])]).checked)).toBe('Bagage en soute (payant)')
    const none = baggageAllowance([route([0])]).checked
    expect(none.included).toBe(false)
    expect(bagText(none)).toBe('Bagage en soute non inclus')
  })

  it('a trip whose outbound fare includes the bag and whose return sells it: payable, as its fare at that price says', () => {
    const outbound = route([1], 1, [{ description: 'Bagage en soute 23 kg', indicator: 'Included' }])
    const back = route([0], 0, [{ description: 'Bagage en soute 23 kg', indicator: 'Chargeable' }])
    expect(bagText(baggageAllowance([outbound, back]).checked)).toBe('Bagage en soute (payant)')
    expect(bagText(baggageAllowance([outbound, back], { services: services(0) }).checked)).toBe('Bagage en soute (payant)')
  })

  it('pluralises, and the fewest pieces over all routes and segments win', () => {
    expect(bagText(baggageAllowance([route([2, 2])]).checked)).toBe('2 bagages en soute 23 kg inclus')
    expect(baggageAllowance([route([2, 1]), route([2])]).checked.pieces).toBe(1)
    expect(baggageAllowance([route([1]), route([0])]).checked.included).toBe(false)
    // The route count (Route.baggages) and the segment fares must agree: the smaller is the truth.
    expect(baggageAllowance([route([1], 0)]).checked.included).toBe(false)
  })

  it('a chosen fare option replaces the segment fare: adds, removes or multiplies the checked bags', () => {
    const light = [route([0])]
    expect(bagText(baggageAllowance(light, { services: services(1) }).checked)).toBe('1 bagage en soute 23 kg inclus')
    expect(bagText(baggageAllowance(light, { services: services(2) }).checked)).toBe('2 bagages en soute 23 kg inclus')
    const standard = [route([1])]
    const basic = baggageAllowance(standard, { services: services(0) }).checked
    expect(basic).toMatchObject({ included: false, pieces: 0 })
    expect(bagText(basic)).toBe('Bagage en soute (payant)')
    expect(bagText(baggageAllowance(standard, { services: services(1, false) }).cabin)).toBe('Bagage cabine 12 kg (payant)')
  })

  it('a fare whose luggage service has no count keeps the segment pieces (at least one)', () => {
    const opt = { services: [{ name: 'Bagage en soute', icon: 'luggage', isIncluded: true }] }
    expect(baggageAllowance([route([2])], opt).checked.pieces).toBe(2)
    expect(baggageAllowance([route([0])], opt).checked.pieces).toBe(1)
  })

  it('an included line never reads "non inclus" and the reverse', () => {
    for (const pieces of [0, 1, 2]) {
      for (const opt of [null, { services: services(0) }, { services: services(1) }, { services: services(2) }]) {
        const { checked, cabin } = baggageAllowance([route([pieces])], opt)
        for (const line of [checked, cabin]) {
          expect(bagText(line).includes('inclus') && !bagText(line).includes('non inclus')).toBe(line.included)
        }
      }
    }
  })
})

describe('isBaggageOption', () => {
  it('recognises the baggage options folded into the baggage lines', () => {
    expect(isBaggageOption('Bagage cabine 12 kg')).toBe(true)
    expect(isBaggageOption('1 bagage en soute 23 kg')).toBe(true)
    expect(isBaggageOption('2 bagages en soute 23 kg')).toBe(true)
    expect(isBaggageOption('Bagage en soute')).toBe(true)
    expect(isBaggageOption('Choix du siège')).toBe(false)
    expect(isBaggageOption('Modification du billet')).toBe(false)
  })
})

describe('serviceStatus', () => {
  it('agrees with the service’s first noun', () => {
    expect(`Modification${serviceStatus('Modification', true)}`).toBe('Modification incluse')
    expect(`Annulations${serviceStatus('Annulations', false)}`).toBe('Annulations non incluses')
    expect(`Choix du siège${serviceStatus('Choix du siège', true)}`).toBe('Choix du siège inclus')
    expect(`Remboursement${serviceStatus('Remboursement', false)}`).toBe('Remboursement non inclus')
  })
})
