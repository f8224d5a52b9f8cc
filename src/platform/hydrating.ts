import { useId } from 'react'

/**
 * Whether this render hydrates server HTML (true) or is a client render (false). React's ids
 * start with '_R_' on the server and while hydrating, '_r_' in a client render.
 */
export function useIsHydrating(): boolean {
  return useId().startsWith('_R_')
}
