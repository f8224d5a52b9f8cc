import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PARTY, partySchema, PARTY_LIMITS } from '~/api-contract/party'
import { parsePartyParam, partyLabel, partyOf, partyParam } from './party-param'
import { productPageSearchSchema } from './search.schema'

const roomArb = fc.record(
  {
    room_type: fc.stringMatching(/^[A-Z0-9]{1,8}$/),
    adults: fc.integer({ min: 1, max: PARTY_LIMITS.adultsPerRoom }),
    children_ages: fc.array(fc.integer({ min: 2, max: 17 }), { maxLength: PARTY_LIMITS.childrenPerRoom }),
    babies: fc.integer({ min: 0, max: PARTY_LIMITS.babiesPerRoom }),
  },
  { requiredKeys: ['adults', 'children_ages', 'babies'] },
)
const partyArb = fc.array(roomArb, { minLength: 1, maxLength: PARTY_LIMITS.rooms }).map((rooms) => ({ rooms }))

describe('the party in the product page URL', () => {
  it('reads back every party it writes, and reads only parties the API accepts', () => {
    fc.assert(
      fc.property(partyArb, (party) => {
        const valid = partySchema.safeParse(party).success
        const read = parsePartyParam(partyParam(party))
        expect(read).toEqual(valid ? party : undefined)
      }),
    )
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const read = parsePartyParam(raw)
        if (read) expect(partySchema.safeParse(read).success).toBe(true)
      }),
    )
  })

  it('a family of two adults and children of 4 and 9 is 2-4.9-0; two adults in one room is the default', () => {
    expect(partyParam({ rooms: [{ adults: 2, children_ages: [4, 9], babies: 0 }] })).toBe('2-4.9-0')
    expect(partyOf(undefined)).toEqual(DEFAULT_PARTY)
    expect(partyOf('2-1-0')).toEqual(DEFAULT_PARTY) // a child of 1 is a baby: not a valid party
    expect(partyLabel(parsePartyParam('2-4.9-1~1--0-sgl')!)).toBe('3 adultes, 2 enfants, 1 bébé, 2 chambres')
    expect(parsePartyParam('1--0-sgl')!.rooms[0]!.room_type).toBe('SGL')
  })

  it('an invalid party param is the default party, never an error', () => {
    for (const party of ['7--0', '2-18-0', '0--0', '2--0~2--0~2--0~2--0~2--0', '6-2.3.4.5-0~6--0', 'abc', '', '"2"'])
      expect(partyOf(productPageSearchSchema.parse({ party }).party)).toEqual(DEFAULT_PARTY)
    expect(productPageSearchSchema.parse({ party: 2 }).party).toBeUndefined()
    expect(partyOf(productPageSearchSchema.parse({ party: '2-4.9-0' }).party)).toEqual({ rooms: [{ adults: 2, children_ages: [4, 9], babies: 0 }] })
  })
})
