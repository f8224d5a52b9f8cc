import { vars } from '../tokens/contract.css'

/** The focus ring every interactive element shows on keyboard focus (`[data-focus-visible]`). */
export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const
