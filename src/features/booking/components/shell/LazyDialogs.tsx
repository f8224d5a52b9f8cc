import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'
import type { AlertDialogProps, DrawerProps, SimpleModalProps } from 'design-system'
import type { Agency } from '~/api-contract/agencies'

/**
 * The booking's modals (§8 alert dialogs, 'Détails du prix' sheet, the flight's and the agency's
 * details) are client-only interactions: their code (react-aria overlays, focus scope, scroll
 * lock) stays out of the steps' chunks and loads once the step is idle (`usePreloadDialogs`), or
 * on first open. Each renders nothing until first opened, then stays mounted so closing animates
 * and gives the focus back to where it was.
 */
const loadDialogs = () => import('./dialogs')

/** Loads the dialogs' chunk when the browser is idle, so a first opening shows at once. */
export function usePreloadDialogs() {
  useEffect(() => {
    const preload = () => void loadDialogs()
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preload, { timeout: 3000 })
      return () => cancelIdleCallback(id)
    }
    const timer = setTimeout(preload, 1500)
    return () => clearTimeout(timer)
  }, [])
}

/** A modal from the dialogs' chunk, mounted from the first time `isOpen(props)` is true. */
function loadedOnOpen<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  const Part = lazy(() => load().then((component) => ({ default: component })))
  return function OnFirstOpen(props: P) {
    const open = isOpen(props)
    const [opened, setOpened] = useState(open)
    if (open && !opened) setOpened(true)
    return opened || open ? (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    ) : null
  }
}

export const AlertDialog = loadedOnOpen<AlertDialogProps>(
  () => loadDialogs().then((m) => m.AlertDialog),
  (p) => p.isOpen === true,
)
export const BottomSheet = loadedOnOpen<Omit<DrawerProps, 'placement'>>(
  () => loadDialogs().then((m) => m.BottomSheet),
  (p) => p.isOpen === true,
)
export const Drawer = loadedOnOpen<DrawerProps>(
  () => loadDialogs().then((m) => m.Drawer),
  (p) => p.isOpen === true,
)
export const SimpleModal = loadedOnOpen<SimpleModalProps>(
  () => loadDialogs().then((m) => m.SimpleModal),
  (p) => p.isOpen === true,
)
export const AgencyDetailsDialog = loadedOnOpen<{ agency: Agency | null; onClose: () => void }>(
  () => loadDialogs().then((m) => m.AgencyDetailsDialog),
  (p) => p.agency !== null,
)
