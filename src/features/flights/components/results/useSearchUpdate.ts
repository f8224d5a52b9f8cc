import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { FlightSearchParams } from '../../search.schema'

/**
 * Changes some /search params: in place by default (filters, sort: no history entry per
 * change); `push` for what Back should undo (opening the detail panel). Scroll is kept.
 */
export function useSearchUpdate() {
  const navigate = useNavigate({ from: '/search' })
  return useCallback(
    (patch: Partial<FlightSearchParams>, { push = false } = {}) =>
      navigate({ search: (prev) => ({ ...prev, ...patch }), replace: !push, resetScroll: false }),
    [navigate],
  )
}
