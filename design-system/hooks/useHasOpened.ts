import { useState } from 'react'

/**
 * Whether an overlay has been open in this page's life: `isOpen` controlled and false from
 * the start keeps it out of the tree until it first opens (then it stays, for its closing
 * animation); `undefined` (opened by a DialogTrigger around it) counts as open. A closed
 * react-aria overlay still asks `useIsSSR()`, whose server value differs from the browser's:
 * React rendered each one again, synchronously, right after hydrating it.
 */
export function useHasOpened(isOpen: boolean | undefined): boolean {
  const [opened, setOpened] = useState(isOpen !== false)
  if (isOpen !== false && !opened) setOpened(true)
  return opened || isOpen !== false
}
