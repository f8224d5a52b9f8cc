import { AlertCircle, AlertTriangle, CheckCircle2, Info, X } from 'lucide-react'
import {
  Button,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components'
import * as iconButton from '../IconButton/IconButton.css'
import * as styles from './Toast.css'

export const toastTones = ['info', 'success', 'warning', 'error'] as const
export type ToastTone = (typeof toastTones)[number]
export interface ToastContent {
  title: string
  description?: string
  tone?: ToastTone
}

/** The app's toast queue: `toastQueue.add({ title, tone }, { timeout: 5000 })`. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 3 })

/** Shortcuts: `toast.success('Enregistré')`. */
export const toast = Object.fromEntries(
  toastTones.map((tone) => [
    tone,
    (title: string, description?: string) => toastQueue.add({ title, description, tone }, { timeout: tone === 'error' ? undefined : 5000 }),
  ]),
) as Record<ToastTone, (title: string, description?: string) => string>

const icons = {
  info: [Info, styles.iconInfo],
  success: [CheckCircle2, styles.iconSuccess],
  warning: [AlertTriangle, styles.iconWarning],
  error: [AlertCircle, styles.iconError],
} as const

/** Render once near the root: the landmark region where toasts appear (F6 reaches it). */
export function ToastRegion({ queue = toastQueue }: { queue?: ToastQueue<ToastContent> }) {
  return (
    <RACToastRegion queue={queue} className={styles.region} aria-label="Notifications">
      {({ toast: t }) => {
        const [Icon, iconClass] = icons[t.content.tone ?? 'info']
        return (
          <RACToast toast={t} className={styles.toast}>
            <Icon size={20} aria-hidden="true" className={iconClass} />
            <ToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {t.content.title}
              </Text>
              {t.content.description && <Text slot="description">{t.content.description}</Text>}
            </ToastContent>
            <Button slot="close" aria-label="Fermer" className={`${iconButton.iconButton({ variant: 'ghost', size: 'sm' })} ${styles.close}`}>
              <X size={16} aria-hidden="true" />
            </Button>
          </RACToast>
        )
      }}
    </RACToastRegion>
  )
}

export { ToastQueue }
