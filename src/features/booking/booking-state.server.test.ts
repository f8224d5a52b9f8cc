import { describe, expect, it } from 'vitest'
import { emptyDraft } from './model/draft'
import type { BookingState } from './model/types'
import { readState, updateState, writeState } from './booking.server'

const counts = { adults: 1, childrens: 0, infants: 0 }
const state = (rev: number, fareId: string | null): BookingState => ({
  orderId: '100001',
  rev,
  holdStartedAt: 0,
  expired: false,
  skipped: [],
  completed: [],
  draft: emptyDraft(counts, fareId),
})

describe('booking state writes', () => {
  it('a slow request changes the freshest state, not the copy it read at its start', async () => {
    const key = `booking:test:${Math.random()}`
    await writeState(key, state(1, null))
    const slow = { key, view: { state: (await readState(key))! } }
    // Meanwhile the traveller chooses a fare (a draft save).
    await updateState({ key, view: { state: (await readState(key))! } }, (s) => ({ ...s, draft: { ...s.draft, fareId: 'X~FLEX' }, rev: s.rev + 1 }))
    // The slow request now ends the hold: the fare stays.
    const after = await updateState(slow, (s) => ({ ...s, expired: true }))
    expect(after).toMatchObject({ rev: 2, expired: true, draft: { fareId: 'X~FLEX' } })
    expect(await readState(key)).toEqual(after)
  })

  it('starts from the state the request read when the store has lost it', async () => {
    const key = `booking:test:${Math.random()}`
    const after = await updateState({ key, view: { state: state(3, 'A~BASIC') } }, (s) => ({ ...s, rev: s.rev + 1 }))
    expect(after).toMatchObject({ rev: 4, draft: { fareId: 'A~BASIC' } })
  })
})
