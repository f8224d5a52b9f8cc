import { describe, expect, it } from 'vitest'
import type { BookingDraft } from '../../model/types'
import { mirrorToRestore, type Mirror } from './mirror'

const draft = { passengers: [] } as unknown as BookingDraft
const mirror = (baseRev: number, dirty: boolean): Mirror => ({ orderId: '100001', baseRev, dirty, draft })

describe('mirrorToRestore', () => {
  it('restores what was typed on top of the revision the page shows, or a newer one', () => {
    expect(mirrorToRestore(mirror(4, true), 4)).toEqual(mirror(4, true))
    expect(mirrorToRestore(mirror(5, true), 4)).toEqual(mirror(5, true))
  })

  it('drops what was typed on top of an older revision: the server moved on since', () => {
    expect(mirrorToRestore(mirror(3, true), 4)).toBeNull()
  })

  it('restores a save the server applied after the page was rendered (a reload while it was on its way)', () => {
    expect(mirrorToRestore(mirror(5, false), 4)).toEqual(mirror(5, false))
  })

  it('keeps the server copy when the saved mirror is not newer, and when there is none', () => {
    expect(mirrorToRestore(mirror(4, false), 4)).toBeNull()
    expect(mirrorToRestore(mirror(3, false), 4)).toBeNull()
    expect(mirrorToRestore(null, 4)).toBeNull()
  })
})
