import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react'
import type { AlertDialogProps, DrawerProps } from 'design-system'

/**
 * The booking's modals (§8 alert dialogs, 'Détails du prix' sheet, the flight's and the agency's
 * details) are
 * client-only interactions: their code (react-aria overlays, focus scope, scroll lock) stays out
 * of the steps' chunks and loads once the step is idle (`usePreloadDialogs`), or on first open.
 * Each renders nothing until first opened, then stays mounted so closing animates and gives the
 * focus back to where it was.
 */
const loadDialogs = () => import('./dialogs')
const AlertDialogPart = lazy(() => loadDialogs().then((m) => ({ default: m.AlertDialog })))
const BottomSheetPart = lazy(() => loadDialogs().then((m) => ({ default: m.BottomSheet })))
const DrawerPart = lazy(() => loadDialogs().then((m) => ({ default: m.Drawer })))
const AgencyDetailsPart = lazy(() => loadDialogs().then((m) => ({ default: m.AgencyDetailsDialog })))

/** True from the first time `open` is true. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}

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

export function AlertDialog(props: AlertDialogProps) {
  const opened = useOpenedOnce(props.isOpen === true)
  return opened ? (
    <Suspense fallback={null}>
      <AlertDialogPart {...props} />
    </Suspense>
  ) : null
}

export function BottomSheet(props: Omit<DrawerProps, 'placement'>) {
  const opened = useOpenedOnce(props.isOpen === true)
  return opened ? (
    <Suspense fallback={null}>
      <BottomSheetPart {...props} />
    </Suspense>
  ) : null
}

export function Drawer(props: DrawerProps) {
  const opened = useOpenedOnce(props.isOpen === true)
  return opened ? (
    <Suspense fallback={null}>
      <DrawerPart {...props} />
    </Suspense>
  ) : null
}

export function AgencyDetailsDialog(props: ComponentProps<typeof AgencyDetailsPart>) {
  const opened = useOpenedOnce(props.agency !== null)
  return opened ? (
    <Suspense fallback={null}>
      <AgencyDetailsPart {...props} />
    </Suspense>
  ) : null
}
