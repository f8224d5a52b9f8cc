import { describe, expect, it } from 'vitest'
import { emptyDraft } from './draft'
import { mergeDraft } from './draft-merge'
import type { BookingDraft } from './types'

const base = (): BookingDraft => emptyDraft({ adults: 2, childrens: 0, infants: 0 }, null)
const withPassenger = (draft: BookingDraft, i: number, fields: Partial<BookingDraft['passengers'][number]>): BookingDraft => ({
  ...draft,
  passengers: draft.passengers.map((p, j) => (j === i ? { ...p, ...fields } : p)),
})

describe('mergeDraft: two tabs on one booking', () => {
  it('keeps what each tab typed: this one a passenger, the other the payer', () => {
    const start = base()
    const mine = withPassenger(start, 0, { firstName: 'Inès', lastName: 'Roy' })
    const theirs = { ...start, payer: { ...start.payer, email: 'ines@exemple.fr', city: 'Lyon' } }
    const merged = mergeDraft(start, mine, theirs)
    expect(merged.passengers[0]).toMatchObject({ firstName: 'Inès', lastName: 'Roy' })
    expect(merged.payer).toMatchObject({ email: 'ines@exemple.fr', city: 'Lyon' })
  })

  it('merges the passengers item by item and field by field; this tab wins a field both changed', () => {
    const start = base()
    const mine = withPassenger(withPassenger(start, 0, { firstName: 'Inès' }), 1, { lastName: 'Roy' })
    const theirs = withPassenger(withPassenger(start, 0, { lastName: 'Banc', firstName: 'Ines' }), 1, { firstName: 'Marc' })
    const merged = mergeDraft(start, mine, theirs)
    expect(merged.passengers[0]).toMatchObject({ firstName: 'Inès', lastName: 'Banc' })
    expect(merged.passengers[1]).toMatchObject({ firstName: 'Marc', lastName: 'Roy' })
  })

  it('takes the options chosen as one value: this tab’s when it changed them, else theirs', () => {
    const start = { ...base(), ancillaries: ['BAG-1'] }
    expect(mergeDraft(start, { ...start, ancillaries: ['BAG-1', 'SEAT-2'] }, { ...start, ancillaries: [] }).ancillaries).toEqual(['BAG-1', 'SEAT-2'])
    expect(mergeDraft(start, start, { ...start, ancillaries: ['MEAL-3'] }).ancillaries).toEqual(['MEAL-3'])
  })

  it('gives theirs whole when this tab changed nothing, and this tab’s whole when they changed nothing', () => {
    const start = base()
    const theirs = { ...withPassenger(start, 1, { firstName: 'Marc' }), insuranceId: 4, terms: { ...start.terms } }
    expect(mergeDraft(start, start, theirs)).toEqual(theirs)
    const mine = { ...start, fareId: 'SOL-1~FLEX' }
    expect(mergeDraft(start, mine, start)).toEqual(mine)
  })
})
