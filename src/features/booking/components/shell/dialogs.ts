/** The booking's modals, one chunk loaded on first open or when the browser is idle (LazyDialogs.tsx). */
export { AlertDialog, BottomSheet, Drawer, SimpleModal } from 'design-system'
export { AgencyDetailsDialog } from '~/features/agencies/lazy'
