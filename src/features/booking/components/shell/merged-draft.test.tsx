import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { emptyDraft } from '../../model/draft'
import type { BookingDraft } from '../../model/types'
import { useMergedDraft } from './BookingContext'

const draft = (fareId: string): BookingDraft => emptyDraft({ adults: 1, childrens: 0, infants: 0 }, fareId)

describe('useMergedDraft: a step’s form shows what another tab typed', () => {
  it('applies each merge made while the step is shown, once; not one made before it opened', () => {
    const apply = vi.fn()
    const before = { draft: draft('BEFORE') }
    const { rerender } = renderHook(({ merged, fn }) => useMergedDraft(merged, fn), {
      initialProps: { merged: before as { draft: BookingDraft } | null, fn: apply },
    })
    expect(apply).not.toHaveBeenCalled()
    const next = { draft: draft('NEXT') }
    rerender({ merged: next, fn: apply })
    expect(apply).toHaveBeenCalledExactlyOnceWith(next.draft)
    // A new callback (a re-render of the step) does not apply the same merge again.
    const again = vi.fn()
    rerender({ merged: next, fn: again })
    expect(again).not.toHaveBeenCalled()
  })
})
