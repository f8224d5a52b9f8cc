import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { ProductSearchParams } from '../../search.schema'

/**
 * Changes some /search-products params: in place by default (filters, sort: no history entry
 * per change, scroll kept); `push` for what Back should undo (opening the map).
 */
export function useSearchUpdate() {
  const navigate = useNavigate({ from: '/search-products' })
  return useCallback(
    (patch: Partial<ProductSearchParams>, { push = false } = {}) => navigate({ search: (prev) => ({ ...prev, ...patch }), replace: !push, resetScroll: false }),
    [navigate],
  )
}
