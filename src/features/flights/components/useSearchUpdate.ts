import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { FlightSearchParams } from '../search.schema'

/** Changes some /search params in place: replace, not a new history entry; scroll kept. */
export function useSearchUpdate() {
  const navigate = useNavigate({ from: '/search' })
  return useCallback(
    (patch: Partial<FlightSearchParams>) => navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true, resetScroll: false }),
    [navigate],
  )
}
